import { fuzzContractPart } from './fuzzSuite.js';

// Part 2 of the contract fuzzer (`fuzzSuite.ts`).
fuzzContractPart(1);
