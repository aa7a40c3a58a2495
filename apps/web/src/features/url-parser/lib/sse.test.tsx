import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('createSseParser', () => {
  it('joins chunks split anywhere and dispatches on the blank line', () => {
    const parser = createSseParser();

    expect(parser.push('event: snap')).toEqual([]);
    expect(parser.push('shot\ndata: {"a":')).toEqual([]);
    expect(parser.push('1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'snapshot', data: '{"a":1}' }]);
  });

  it('skips comments, joins data lines, reads CRLF and defaults the name to message', () => {
    const parser = createSseParser();

    const events = parser.push(': heartbeat\r\n\r\ndata: one\r\ndata:two\r\n\r\nevent: batch\ndata: {}\n\n');

    expect(events).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'batch', data: '{}' },
    ]);
  });
});
