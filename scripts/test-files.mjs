#!/usr/bin/env node
/*
 * Runs test files one after another, each in its own `node --import tsx --test` process (as
 * `node --test --test-concurrency=1` does), and fails if any file fails.
 *
 * One thing is run again: a file whose process V8 itself aborted ("# Fatal error in …", "Check failed:
 * jit_page.has_value()" seen on Node 24.21 after every test of the file had passed). That is a crash of
 * the runtime, not a failing assertion, so the file gets one more run and the crash is reported; a test
 * that fails, or a file that crashes twice, fails the run.
 *
 * Usage: node scripts/test-files.mjs <file or glob-expanded files…>
 */
import { spawn } from 'node:child_process';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/test-files.mjs <test files…>');
  process.exit(2);
}

const V8_FATAL = /^# Fatal error in /m;

/** Runs one file, passing its output through; answers its exit code and whether V8 aborted. */
function run(file) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const pass = (stream, out) =>
      stream.on('data', (chunk) => {
        out.write(chunk);
        tail = (tail + chunk.toString()).slice(-20_000);
      });
    pass(child.stdout, process.stdout);
    pass(child.stderr, process.stderr);
    child.on('close', (code, signal) => resolve({ ok: code === 0, v8Fatal: V8_FATAL.test(tail), code, signal }));
  });
}

const failed = [];
for (const file of files) {
  let result = await run(file);
  if (!result.ok && result.v8Fatal) {
    console.log(`\n--- ${file}: V8 aborted the process (a crash of Node, not a test failure); running the file again`);
    result = await run(file);
  }
  if (!result.ok) failed.push(`${file} (exit ${result.code ?? result.signal}${result.v8Fatal ? ', V8 aborted' : ''})`);
}

if (failed.length > 0) {
  console.error(`\n✖ ${failed.length} of ${files.length} test files failed:\n  ${failed.join('\n  ')}`);
  process.exit(1);
}
console.log(`\n✔ ${files.length} test files passed`);
