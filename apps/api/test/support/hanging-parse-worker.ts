/** A parse worker that never finishes (a stand-in for a future super-linear rule): spins forever. */
export default function hangingParse(): never {
  for (;;) {
    // busy loop: only terminating the worker thread stops it
  }
}
