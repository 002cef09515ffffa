// jsdom lacks what react-router (TextEncoder) and ky (fetch, Request, Response) need: lend Node's.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
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
