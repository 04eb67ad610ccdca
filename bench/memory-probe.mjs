// Loaded into the benchmark's server (`node --expose-gc --import`): answers "memory" over the IPC channel
// with the heap after a full collection and the RSS, so the bench can tell what open streams cost.
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  globalThis.gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  process.send?.({ heapUsed, rss });
});
// The channel must not keep a server alive that was told to stop.
process.channel?.unref();
