/**
 * How far V8 lets the heap grow past what its last full collection kept alive: 25 % rather than its own factor (up
 * to four times on a machine with memory to spare). Under load a request lives long enough in the queues for its rows
 * and answer to reach the old generation; with V8's factor that garbage grew to several times what was alive before
 * a collection, and the server's RSS far past its memory budget at a million schools (docs/benchmarks.md). A factor,
 * not a limit: work that needs more memory (building the facet columns of a million schools) still gets it, where a
 * heap limit (`--max-old-space-size`) ended the process. V8 reads the flag at each collection, so setting it at start
 * works.
 */
import v8 from 'node:v8';

export const heapGrowingPercent = 25;

v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
