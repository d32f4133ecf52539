import { describe, expect, it } from 'vitest';
import { pdfOpeningMessage, storedFileMessage } from '../../../../src/domain/files/pdfViewerMessages';

const named = (name: string, fields: object = {}) => Object.assign(new Error('pdf.js says'), { name }, fields);

describe('pdfOpeningMessage', () => {
  it('says Missing PDF for a response pdf.js reports missing', () => {
    expect(pdfOpeningMessage(named('ResponseException', { status: 404, missing: true }), 'a.pdf')).toBe('Missing PDF');
  });

  it('names the status of any other response', () => {
    expect(pdfOpeningMessage(named('ResponseException', { status: 500, missing: false }), 'a.pdf')).toBe(
      'Unexpected server response (500)',
    );
  });

  it('says the file is password-protected', () => {
    expect(pdfOpeningMessage(named('PasswordException'), 'a.pdf')).toBe('a.pdf is password-protected');
  });

  it('says Invalid PDF for a file that is not a PDF or is broken', () => {
    expect(pdfOpeningMessage(named('InvalidPDFException'), 'a.pdf')).toBe('Invalid PDF');
    expect(pdfOpeningMessage(new Error('bad XRef entry'), 'a.pdf')).toBe('Invalid PDF');
    expect(pdfOpeningMessage('nonsense', 'a.pdf')).toBe('Invalid PDF');
  });
});

describe('storedFileMessage', () => {
  it('says Missing PDF when the server has no such file', () => {
    expect(storedFileMessage({ status: 404, message: 'The requested resource wasn’t found.' })).toBe('Missing PDF');
  });

  it('names another status', () => {
    expect(storedFileMessage({ status: 403 })).toBe('Unexpected server response (403)');
  });

  it('keeps the cause when the server was not reached', () => {
    expect(storedFileMessage({ status: 0, message: 'Failed to fetch' })).toBe('Failed to fetch');
    expect(storedFileMessage(null)).toBe('The server cannot be reached');
  });
});
