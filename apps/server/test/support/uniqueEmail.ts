/** A test-unique e-mail address, so tests sharing one database never meet each other's users or mail. */
export const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.dk`;
