import { describe, expect, it } from 'vitest';
import { accepts, checkFile, checkUploadedBytes, type FileRules, readFileRules } from './fileRules.ts';

const rules = (over: Partial<FileRules> = {}): FileRules => ({
  accept: '.jpg,.png',
  maxFileSize: 1000,
  minFileSize: 1,
  maxNumberOfFiles: undefined,
  ...over,
});
const file = (name: string, size = 100, type = '') => ({ name, size, type });

describe('upload file rules', () => {
  it('lets .jpg in the accept list match a .jpeg file, and .jpeg match .jpg', () => {
    expect(accepts('.jpg', file('photo.JPEG'))).toBe(true);
    expect(accepts('.jpeg', file('photo.jpg'))).toBe(true);
    expect(accepts('image/jpg', file('x', 1, 'image/jpeg'))).toBe(true);
    expect(accepts('.png', file('photo.jpg'))).toBe(false);
  });

  it('matches type families and exact types, and accepts anything without a list', () => {
    expect(accepts('image/*', file('a.bin', 1, 'image/webp'))).toBe(true);
    expect(accepts('image/*', file('a.pdf', 1, 'application/pdf'))).toBe(false);
    expect(accepts('application/pdf', file('a.pdf', 1, 'application/pdf'))).toBe(true);
    expect(accepts('', file('anything.exe'))).toBe(true);
  });

  it('checks the number of files first, then the type, the maximum and the minimum size', () => {
    const strict = rules({ maxNumberOfFiles: 1 });
    expect(checkFile(file('a.gif', 5000), strict, 1)).toBe('AssetsLibrary.MaxNumberOfFiles');
    expect(checkFile(file('a.gif', 5000), strict, 0)).toBe('AssetsLibrary.AcceptFileTypes');
    expect(checkFile(file('a.jpg', 5000), strict, 0)).toBe('AssetsLibrary.MaxFileSize');
    expect(checkFile(file('a.jpg', 0), strict, 0)).toBe('AssetsLibrary.MinFileSize');
    expect(checkFile(file('a.jpg', 1000), strict, 0)).toBeUndefined();
  });

  it('has no maximum size when the input sets none', () => {
    expect(checkFile(file('a.jpg', 10 ** 9), rules({ maxFileSize: undefined }), 0)).toBeUndefined();
  });

  it('refuses an answer that reports more bytes than the file has', () => {
    expect(checkUploadedBytes(100, 101)).toBe('AssetsLibrary.UploadedBytes');
    expect(checkUploadedBytes(100, 100)).toBeUndefined();
  });

  it('reads the rules from the input: accept, data-max-file-size, one file unless multiple', () => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.jpg';
    input.dataset.maxFileSize = '2048';
    expect(readFileRules(input)).toEqual({
      accept: '.jpg',
      maxFileSize: 2048,
      minFileSize: 1,
      maxNumberOfFiles: 1,
    });
    input.multiple = true;
    input.dataset.maxFileSize = 'lots';
    expect(readFileRules(input)).toMatchObject({ maxFileSize: undefined, maxNumberOfFiles: undefined });
  });
});
