// Part 2 of the bad-input suite (tests/contract/bad-input-suite.ts): the second half of the document.
import { defineBadInputSuite } from './bad-input-suite.ts';

await defineBadInputSuite(2);
