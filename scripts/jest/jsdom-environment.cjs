// jsdom lacks what react-router (TextEncoder) and ky (fetch, Request, Response) need: lend Node's.
// FormData stays jsdom's: React builds one from a <form> element, which Node's cannot read.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'TransformStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'BroadcastChannel',
];

class JsdomWithNodeGlobals extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithNodeGlobals;
