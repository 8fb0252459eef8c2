// The machine's heartbeat, for journeys.test.mjs: a timer due every 10 ms in a thread of its own
// (this worker), whose lateness no task of the page can cause. When it is late as well, a stall
// seen on the page's main thread at that moment is the machine's (other processes had the CPU),
// not the page's. Times are absolute (timeOrigin + now) so the page can compare them with its own.
let due = performance.now() + 10;
setInterval(() => {
  const now = performance.now();
  const late = now - due;
  if (late > 20) postMessage({ at: performance.timeOrigin + due, late });
  due = now + 10;
}, 10);
