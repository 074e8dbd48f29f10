/** Facts about a link on one line, "4 tilmeldt · Gælder til 19-02-2027", each kept whole when the line wraps. */
export const Facts = ({ items, className }: { items: readonly string[]; className?: string }) => (
  <span className={className}>
    {items.map((item, index) => (
      <span key={item}>
        {index > 0 && ' · '}
        <span className="whitespace-nowrap">{item}</span>
      </span>
    ))}
  </span>
);
