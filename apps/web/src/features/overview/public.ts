// What other parts of the app may use of overview: the screen itself, which the shell's stories show inside
// the app shell.
export { OverviewRoute } from './routes/OverviewRoute';
