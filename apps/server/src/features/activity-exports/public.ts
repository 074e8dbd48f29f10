// What other parts of the server may use of the activity exports: the bench times the club file's first page raw
// beside its download (bench/run.ts).
export { clubActivitiesSql } from './repo.js';
