/** What changed in one save: the collections written (`*`: another process wrote, which ones unknown). */
export interface LiveChange {
  collections: string[];
  /** Who made the change; null when unknown (another process, no signed-in caller). */
  actorId: number | null;
}

interface Subscriber {
  send: (change: LiveChange) => void;
  end: () => void;
}

/**
 * The server's live update streams (`GET /api/events`): each open stream is a subscriber; a save
 * publishes what it changed to all of them, so an open page refreshes what another admin changed
 * without polling. `close()` ends every stream (a shutdown does not wait for them).
 */
export class LiveEvents {
  private readonly subscribers = new Set<Subscriber>();

  /** Adds a stream; the returned function removes it. */
  subscribe(send: Subscriber['send'], end: Subscriber['end']): () => void {
    const subscriber = { send, end };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  publish(change: LiveChange): void {
    for (const subscriber of this.subscribers) subscriber.send(change);
  }

  /** How many streams are open. */
  get size(): number {
    return this.subscribers.size;
  }

  close(): void {
    for (const subscriber of [...this.subscribers]) subscriber.end();
    this.subscribers.clear();
  }
}
