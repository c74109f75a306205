/**
 * Loaded (node --import) into each server process a test or benchmark starts. Its stdin is a pipe from the one
 * that started it; when that pipe closes, whatever ended the parent (a failed test, a killed test worker, Ctrl-C),
 * the server ends too, so no run leaves a server behind. The server itself never reads stdin. Plain JavaScript,
 * as Node loads it before anything could compile TypeScript.
 */
import process from 'node:process';

// Killed rather than exited: process.exit would run the logger's final flush to stdout, whose reader (the parent)
// is gone, and sonic-boom 4 retries a broken pipe in that flush for ever.
process.stdin.once('end', () => process.kill(process.pid, 'SIGKILL'));
process.stdin.resume();
// Listening must not keep a server alive that would otherwise exit (after SIGTERM, say).
process.stdin.unref();
