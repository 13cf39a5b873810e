import type { Flag } from '../permissions.ts';
import type { Site } from '../sites.ts';
import { inCompanyDomain, mayReadDefinition, mayReceive, sortRecipients, type RecipientAccount } from './recipients.ts';

const account = (username: string, sites: Site[], flags: Flag[], active = true): RecipientAccount => ({ username, active, sites, flags });
const report = { kind: 'REPORT' as const, sites: ['BA', 'WI'] as Site[] };
const grabber = { kind: 'GRABBER' as const, sites: ['BA'] as Site[] };

describe('who may receive a scheduled report or grabber', () => {
  it('lets an active user read it who holds every site of its parameters and the kind’s read or maintain flag', () => {
    expect(mayReadDefinition(account('a', ['BA', 'WI'], ['REPORTS']), report)).toBe(true);
    expect(mayReadDefinition(account('a', ['BA', 'WI'], ['MAINTAIN_REPORTS']), report)).toBe(true);
    expect(mayReadDefinition(account('a', ['BA', 'CO'], ['REPORTS']), report)).toBe(false);
    expect(mayReadDefinition(account('a', ['BA', 'WI'], ['DATA_GRABBER']), report)).toBe(false);
    expect(mayReadDefinition(account('a', ['BA', 'WI'], ['REPORTS'], false), report)).toBe(false);
    expect(mayReadDefinition(account('a', ['BA'], ['MAINTAIN_GRABBERS']), grabber)).toBe(true);
    expect(mayReadDefinition(account('a', ['BA'], ['REPORTS']), grabber)).toBe(false);
  });

  it('takes the company domain exactly, whatever the case', () => {
    expect(inCompanyDomain('Ops@Example.com', 'example.com')).toBe(true);
    expect(inCompanyDomain('ops@example.com.evil.io', 'example.com')).toBe(false);
    expect(inCompanyDomain('ops@notexample.com', 'example.com')).toBe(false);
    expect(inCompanyDomain('ops@sub.example.com', 'example.com')).toBe(false);
  });

  it('accepts a user who may read it, at any domain, and a company address of no user', () => {
    expect(mayReceive('al@partner.org', [account('al', ['BA', 'WI'], ['REPORTS'])], report, 'example.com')).toBe(true);
    expect(mayReceive('lab@example.com', [], report, 'example.com')).toBe(true);
  });

  it('refuses any other address, and a company address of a user without access (or archived)', () => {
    expect(mayReceive('attacker@evil.example', [], report, 'example.com')).toBe(false);
    expect(mayReceive('bo@example.com', [account('bo', ['BA'], ['REPORTS'])], report, 'example.com')).toBe(false);
    expect(mayReceive('bo@example.com', [account('bo', ['BA', 'WI'], ['REPORTS'], false)], report, 'example.com')).toBe(false);
    const shared = [account('bo', ['BA', 'WI'], ['REPORTS']), account('cy', ['BA'], ['REPORTS'])];
    expect(mayReceive('bo@example.com', shared, report, 'example.com')).toBe(false);
  });

  it('sorts a recipient list in its order, matching accounts by the lower-cased address', () => {
    const accounts = new Map([['bo@example.com', [account('bo', ['BA'], ['REPORTS'])]]]);
    const sorted = sortRecipients(['lab@example.com', 'Bo@Example.com', 'x@evil.example'], accounts, report, 'example.com');
    expect(sorted).toEqual({ allowed: ['lab@example.com'], refused: ['Bo@Example.com', 'x@evil.example'] });
  });
});
