export { TokenSearch } from './TokenSearch';
export type { TokenSearchProps } from './TokenSearch';
export { addToken, joinQuery, removeLastToken, removeToken } from './tokens';
