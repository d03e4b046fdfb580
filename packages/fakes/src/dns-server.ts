import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

const { Packet } = dns2;

/** The records one name holds; a name with none still exists (NOERROR, no data). */
export interface FakeRecords {
  A?: string[];
  AAAA?: string[];
  CNAME?: string;
  /** Each record is one string, or its chunks. */
  TXT?: (string | string[])[];
}

export interface FakeDnsServer {
  /** `127.0.0.1:{port}`: what DNS_SERVERS takes. UDP and TCP listen on the same port. */
  address: string;
  /** Sets (replaces) the records of a name. */
  set(name: string, records: FakeRecords): void;
  /** Forgets a name: it answers NXDOMAIN again. */
  remove(name: string): void;
  /** Never answers questions about the name (a resolver timeout). */
  silence(name: string): void;
  /** Questions asked, as `TYPE name`. */
  questions: string[];
  close(): Promise<void>;
}

const TYPE_NAMES: Record<number, string> = {
  [Packet.TYPE.A]: 'A',
  [Packet.TYPE.AAAA]: 'AAAA',
  [Packet.TYPE.CNAME]: 'CNAME',
  [Packet.TYPE.TXT]: 'TXT',
};

/** RFC 1035 RCODE 3, "name error" (dns2's typings lack Packet.RCODE). */
const NXDOMAIN = 3;

const normal = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * A real DNS server on loopback (dns2, UDP and TCP), authoritative for whatever it is told:
 * A, AAAA, CNAME and TXT records, NXDOMAIN for unknown names, silence for names that should time out.
 */
export async function startFakeDnsServer(): Promise<FakeDnsServer> {
  const zone = new Map<string, FakeRecords>();
  const silent = new Set<string>();
  const questions: string[] = [];

  const handle: dns2.DnsHandler = (request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    if (!question) return void send(response);
    const name = normal(question.name);
    const type = TYPE_NAMES[question.type] ?? String(question.type);
    questions.push(`${type} ${name}`);
    if (silent.has(name)) return; // no answer at all: the resolver times out
    const records = zone.get(name);
    response.header.aa = 1;
    if (!records) {
      response.header.rcode = NXDOMAIN;
      return void send(response);
    }
    const add = (record: Partial<dns2.Packet.Resource>) =>
      response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, ...record }));
    if (records.CNAME && question.type !== Packet.TYPE.TXT)
      add({ type: Packet.TYPE.CNAME, domain: records.CNAME });
    else if (question.type === Packet.TYPE.A)
      for (const address of records.A ?? []) add({ type: Packet.TYPE.A, address });
    else if (question.type === Packet.TYPE.AAAA)
      for (const address of records.AAAA ?? []) add({ type: Packet.TYPE.AAAA, address });
    else if (question.type === Packet.TYPE.TXT)
      for (const data of records.TXT ?? []) add({ type: Packet.TYPE.TXT, data });
    void send(response);
  };

  for (let attempt = 0; ; attempt++) {
    const udp = dns2.createUDPServer(handle);
    await udp.listen(0, '127.0.0.1');
    const { port } = udp.address() as AddressInfo;
    const tcp = dns2.createTCPServer(handle);
    const listening = await new Promise<boolean>((resolve) => {
      tcp.once('error', () => resolve(false));
      tcp.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!listening) {
      udp.close();
      if (attempt < 10) continue;
      throw new Error('no free port for the fake DNS server');
    }
    return {
      address: `127.0.0.1:${port}`,
      questions,
      set: (name, records) => {
        silent.delete(normal(name));
        zone.set(normal(name), records);
      },
      remove: (name) => {
        silent.delete(normal(name));
        zone.delete(normal(name));
      },
      silence: (name) => {
        silent.add(normal(name));
      },
      close: async () => {
        await Promise.all([
          new Promise<void>((resolve) => udp.close(() => resolve())),
          new Promise<void>((resolve) => tcp.close(() => resolve())),
        ]);
      },
    };
  }
}
