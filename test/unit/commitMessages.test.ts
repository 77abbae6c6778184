// @vitest-environment node
import { MAX_SUBJECT, messageFaults } from '../../tools/lint/commitMessages.mjs';

describe('commit messages', () => {
  it('takes a subject, a blank line and a body', () => {
    expect(messageFaults('Keep the cart when the session ends\n\nThe customer lost it at login.\n')).toEqual(
      [],
    );
  });

  it('refuses a subject longer than 72 characters', () => {
    const subject = 'x'.repeat(MAX_SUBJECT + 1);
    expect(messageFaults(`${subject}\n\nWhy.`)).toEqual(['subject of 73 characters (max 72)']);
    expect(messageFaults(`${'x'.repeat(MAX_SUBJECT)}\n\nWhy.`)).toEqual([]);
  });

  it('refuses a message without a blank line after the subject, or without a body', () => {
    expect(messageFaults('Fix the cart\nbecause it broke')).toEqual([
      'no blank line after the subject',
      'no body saying why',
    ]);
    expect(messageFaults('Fix the cart\n')).toEqual(['no body saying why']);
    expect(messageFaults('\n\nOnly a body')).toContain('no subject');
  });

  it("leaves out git's comment lines, as git does", () => {
    const message = 'Fix the cart\n\nIt lost a line.\n# Please enter the commit message\n# On branch main\n';
    expect(messageFaults(message)).toEqual([]);
    expect(messageFaults('Fix the cart\n# Please enter the commit message\n')).toEqual([
      'no body saying why',
    ]);
  });
});
