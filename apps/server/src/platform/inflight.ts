/**
 * Requests still being handled. The server's shutdown waits for them before it ends the database
 * pool: a client that gave up (a closed socket) no longer holds the HTTP server open, but its handler
 * is still running and has its transaction and its operation-log line to finish.
 */
export class InFlight {
  private readonly running = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    const done = () => this.running.delete(work);
    work.then(done, done);
    return work;
  }

  get size(): number {
    return this.running.size;
  }

  /** Resolves once nothing tracked is running (work started meanwhile is waited for too). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }
}
