export * from './ApiError.js';
export * from './createClient.js';
