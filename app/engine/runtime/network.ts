// Messages in flight between processes. A message is "on the wire" until its receiver takes it; a fault can
// remove it first (a live drop) or make the next one of its kind vanish as it is sent (an armed drop).
import type { MessageKind, ProcessId } from '../types';

export interface Message {
  id: string;
  kind: MessageKind;
  from: ProcessId;
  to: ProcessId;
  /** For an ACK: the request it answers. */
  replyTo?: string;
  /** For an ACK: false when the receiver's handler threw (an HTTP 500 rather than a business ACK). */
  ok: boolean;
  orderId: string;
  quantity: number;
  eventId?: string;
  sentAt: number;
}

/** The wire as plain data: a checkpoint keeps it beside the database files. */
export interface NetworkState {
  inFlight: Message[];
  armed: Record<MessageKind, number>;
  counter: number;
}

export type SendResult =
  { delivered: true; message: Message } | { delivered: false; message: Message; why: 'dropped' | 'refused' };

export class Network {
  inFlight: Message[] = [];
  armed: Record<MessageKind, number> = { request: 0, ack: 0 };
  private counter = 0;

  /** Messages are never changed once made, so a copy of the list is a copy of the wire. */
  save(): NetworkState {
    return { inFlight: [...this.inFlight], armed: { ...this.armed }, counter: this.counter };
  }

  load(state: NetworkState): void {
    this.inFlight = [...state.inFlight];
    this.armed = { ...state.armed };
    this.counter = state.counter;
  }

  send(draft: Omit<Message, 'id'>, receiverUp: boolean): SendResult {
    this.counter += 1;
    const message: Message = { ...draft, id: `m${this.counter}` };
    if (!receiverUp) return { delivered: false, message, why: 'refused' };
    if (this.armed[message.kind] > 0) {
      this.armed[message.kind] -= 1;
      return { delivered: false, message, why: 'dropped' };
    }
    this.inFlight.push(message);
    return { delivered: true, message };
  }

  /** The first message in flight to `to` that `match` accepts, removed from the wire. */
  take(to: ProcessId, match: (message: Message) => boolean = () => true): Message | undefined {
    const index = this.inFlight.findIndex((m) => m.to === to && match(m));
    if (index < 0) return undefined;
    return this.inFlight.splice(index, 1)[0];
  }

  has(to: ProcessId, match: (message: Message) => boolean = () => true): boolean {
    return this.inFlight.some((m) => m.to === to && match(m));
  }

  /** Drops the first message of `kind` in flight, or arms a drop for the next one. */
  drop(kind: MessageKind): Message | null {
    const index = this.inFlight.findIndex((m) => m.kind === kind);
    if (index >= 0) return this.inFlight.splice(index, 1)[0];
    this.armed[kind] += 1;
    return null;
  }

  /** A process that dies closes its sockets: whatever was on its way to it (and `match` picks) is gone. */
  discardFor(to: ProcessId, match: (message: Message) => boolean = () => true): Message[] {
    const gone = this.inFlight.filter((m) => m.to === to && match(m));
    this.inFlight = this.inFlight.filter((m) => !gone.includes(m));
    return gone;
  }
}
