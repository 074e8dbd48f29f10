export * from './AnswerDriftError.js';
export * from './ApiError.js';
export * from './createClient.js';
