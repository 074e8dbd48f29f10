import { fuzzContractPart } from './fuzzSuite.js';

// Part 1 of the contract fuzzer (`fuzzSuite.ts`).
fuzzContractPart(0);
