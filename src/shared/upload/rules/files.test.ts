import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '@/shared/config';
import { checkFile, chosenKind, fileIconKind, formatFileSize, preparedName, selectFiles } from './files';

const MB = 1024 * 1024;

describe('one file', () => {
  it.each([
    [{ name: 'passport.jpg', size: MB, type: 'image/jpeg' }, null],
    [{ name: 'PASSPORT.JPEG', size: MB, type: 'image/jpeg' }, null],
    [{ name: 'car.png', size: MB, type: 'image/png' }, null],
    [{ name: 'policy.pdf', size: MB, type: 'application/pdf' }, null],
    [{ name: 'policy.pdf', size: MB }, null], // no MIME type from the browser: the extension decides
    [{ name: 'exactly-3mb.pdf', size: MAX_FILE_BYTES, type: 'application/pdf' }, null],
    [{ name: 'big.pdf', size: MAX_FILE_BYTES + 1, type: 'application/pdf' }, 'file-size'],
    [{ name: 'photo.gif', size: MB, type: 'image/gif' }, 'file-type'],
    [{ name: 'notes.docx', size: MB }, 'file-type'],
    [{ name: 'noextension', size: MB }, 'file-type'],
    [{ name: 'fake.pdf', size: MB, type: 'application/x-msdownload' }, 'file-type'],
  ])('%o → %s', (file, code) => {
    expect(checkFile(file)?.code ?? null).toBe(code);
  });
});

describe('choosing files for a field', () => {
  const file = (name: string, size = MB) => ({ name, size, type: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg' });

  it('takes valid files and reports the others', () => {
    const { accepted, problems } = selectFiles([], [file('a.jpg'), file('b.gif'), file('c.pdf', 4 * MB)], { maxFiles: 8 });
    expect(accepted.map((item) => item.name)).toEqual(['a.jpg']);
    expect(problems).toEqual([
      { code: 'file-type', name: 'b.gif' },
      { code: 'file-size', name: 'c.pdf', maxBytes: MAX_FILE_BYTES },
    ]);
  });

  it('a single-file field takes one file', () => {
    const { accepted, problems } = selectFiles([], [file('a.jpg'), file('b.jpg')], { maxFiles: 1 });
    expect(accepted).toHaveLength(1);
    expect(problems).toEqual([{ code: 'file-count', max: 1 }]);
  });

  it('counts what the field already holds (8 per list)', () => {
    const existing = Array.from({ length: 7 }, (_, index) => file(`${index}.jpg`));
    const { accepted, problems } = selectFiles(existing, [file('x.jpg'), file('y.jpg'), file('z.jpg')], { maxFiles: 8 });
    expect(accepted.map((item) => item.name)).toEqual(['x.jpg']);
    expect(problems).toEqual([{ code: 'file-count', max: 8 }]);
  });

  it('keeps a total limit (compensation: 10 MB)', () => {
    const { accepted, problems } = selectFiles([file('a.jpg', 3 * MB), file('b.jpg', 3 * MB)], [file('c.jpg', 3 * MB), file('d.jpg', 2 * MB)], {
      maxFiles: 8,
      maxTotalBytes: 10 * MB,
    });
    expect(accepted.map((item) => item.name)).toEqual(['c.jpg']);
    expect(problems).toEqual([{ code: 'file-total', maxBytes: 10 * MB }]);
  });
});

describe('file list helpers', () => {
  it.each([
    ['scan.PDF', 'pdf'],
    ['photo.jpeg', 'image'],
    ['photo.png', 'image'],
    ['data.bin', 'other'],
  ] as const)('%s has the %s icon', (name, kind) => {
    expect(fileIconKind(name)).toBe(kind);
  });

  it('formats sizes', () => {
    expect(formatFileSize(3 * MB)).toBe('3 MB');
    expect(formatFileSize(2.4 * MB)).toBe('2.4 MB');
    expect(formatFileSize(380 * 1024)).toBe('380 KB');
    expect(formatFileSize(10)).toBe('1 KB');
  });
});

describe('what a chosen file is, before it is prepared', () => {
  it.each([
    [{ name: 'IMG_0001.JPG', size: 6 * MB, type: 'image/jpeg' }, 'files', 'image'],
    [{ name: 'IMG_0002.HEIC', size: 2 * MB, type: 'image/heic' }, 'files', 'image'],
    [{ name: 'IMG_0003.heif', size: 2 * MB, type: '' }, 'files', 'image'],
    [{ name: 'screenshot.webp', size: MB, type: 'image/webp' }, 'files', 'image'],
    [{ name: 'scan.png', size: MB, type: 'image/png' }, 'files', 'image'],
    [{ name: 'image', size: MB, type: 'image/heic' }, 'files', 'image'],
    [{ name: 'photo.jpg', size: MB, type: 'application/octet-stream' }, 'files', 'image'],
    [{ name: 'policy.pdf', size: 4 * MB, type: 'application/pdf' }, 'files', 'pdf'],
    [{ name: 'policy.pdf', size: MB, type: 'application/pdf' }, 'images', null],
    [{ name: 'fake.jpg', size: MB, type: 'application/x-msdownload' }, 'files', null],
    [{ name: 'animation.gif', size: MB, type: 'image/gif' }, 'files', null],
    [{ name: 'notes.docx', size: MB, type: '' }, 'files', null],
    [{ name: 'noextension', size: MB, type: '' }, 'files', null],
  ] as const)('%o (%s) → %s', (file, accept, kind) => {
    expect(chosenKind(file, accept)).toBe(kind);
  });
});

describe('the name a prepared photo keeps', () => {
  it.each([
    ['IMG_0001.JPG', 'IMG_0001.JPG'],
    ['car.jpeg', 'car.jpeg'],
    ['IMG_0002.HEIC', 'IMG_0002.jpg'],
    ['scan.png', 'scan.jpg'],
    ['photo.from.phone.webp', 'photo.from.phone.jpg'],
    ['image', 'image.jpg'],
  ])('%s → %s', (name, expected) => expect(preparedName(name)).toBe(expected));
});
