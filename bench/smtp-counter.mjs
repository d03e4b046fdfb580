// A minimal SMTP server on loopback for the fan-out bench: accepts every message, keeps none,
// counts them and their recipients. Reports its port, then answers `stats` messages (IPC) with
// the count, the times the first and the last message were accepted, how many different
// recipients they went to and how many went to a recipient a second time (duplicates).
import { createServer } from 'node:net';

let count = 0;
let lastAt = 0;
let firstAt = 0;
let duplicates = 0;
const recipients = new Set();

const server = createServer((socket) => {
  let buffer = '';
  let inData = false;
  let to = [];
  const reply = (line) => socket.write(`${line}\r\n`);
  reply('220 bench-sink ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    let end;
    while ((end = buffer.indexOf('\r\n')) !== -1) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          count++;
          for (const address of to) {
            if (recipients.has(address)) duplicates++;
            else recipients.add(address);
          }
          to = [];
          lastAt = Date.now();
          firstAt ||= lastAt;
          reply('250 OK queued');
        }
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'MAIL' || verb === 'RSET') to = [];
      if (verb === 'RCPT') to.push(line.slice(line.indexOf('<') + 1, line.indexOf('>')).toLowerCase());
      if (verb === 'EHLO') reply('250-bench-sink\r\n250-8BITMIME\r\n250 SMTPUTF8');
      else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('250 OK');
    }
  });
  socket.on('error', () => {});
});

server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('message', (message) => {
  if (message === 'stats')
    process.send({
      count,
      firstAt,
      lastAt,
      recipients: recipients.size,
      distinct: recipients.size,
      duplicates,
    });
  if (message === 'reset') {
    count = firstAt = lastAt = duplicates = 0;
    recipients.clear();
  }
});
process.on('disconnect', () => process.exit(0));
