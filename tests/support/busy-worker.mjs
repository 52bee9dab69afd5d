// A worker entry for the worker pool's own tests: keeps its thread busy for `ms` milliseconds (a loop, as a hostile
// document would), or exits at once when asked, then answers how long it was told to work.
export default function busy({ ms, exit = false }) {
  if (exit) process.exit(3);
  const end = Date.now() + ms;
  while (Date.now() < end);
  return ms;
}
