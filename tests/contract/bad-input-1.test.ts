// Part 1 of the bad-input suite (tests/contract/bad-input-suite.ts): the first half of the document.
import { defineBadInputSuite } from './bad-input-suite.ts';

await defineBadInputSuite(1);
