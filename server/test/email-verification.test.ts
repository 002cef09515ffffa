import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { decodeQuotedPrintable } from '../src/lib/mailer';
import { backends } from './helpers/database';
import { masterSuite } from './helpers/master-fixtures';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody } from './helpers/trip-fixtures';

/*
 * Signing up with a billing party's address (accounts@…) showed that party's consignments at once:
 * the address was never proved. Now a link mailed to it must be opened first.
 */
for (const backend of backends) {
  describe(`customers who prove their e-mail (${backend})`, () => {
    const suite = masterSuite(backend);

    /** Opens a link as a mail client's browser would, without following where it sends. */
    const open = (path: string) => fetch(`${suite.server.url}${path}`, { redirect: 'manual' });

    async function linkMailedTo(email: string, count = 1): Promise<string> {
      const dir = suite.server.config.mail.outboxDir;
      for (let waited = 0; waited < 10_000; waited += 25) {
        let names: string[] = [];
        try {
          names = readdirSync(dir).sort();
        } catch {
          names = [];
        }
        const mails = names
          .map((name) => decodeQuotedPrintable(readFileSync(join(dir, name), 'utf8')))
          .filter((mail) => mail.includes(`To: ${email}`) && mail.includes('/api/auth/verify-email?token='));
        if (mails.length >= count) {
          const match = /(https?:\/\/\S+\/api\/auth\/verify-email\?token=[A-Za-z0-9_.%-]+)/.exec(mails[count - 1]!);
          assert.ok(match, mails[count - 1]);
          return new URL(match[1]!).pathname + new URL(match[1]!).search;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no verification e-mail to ${email}`);
    }

    it("shows a party's consignments to an account with its address only once the address is proved", async () => {
      const email = `accounts.${backend}@kaveri-textiles.example`;
      const party = await addParty(suite, { email });
      const trip = await bookTrip(suite, ownTripBody(party, await addTruck(suite), await addDriver(suite)));

      const signedUp = await suite.server.request('POST', '/api/auth/register', {
        body: { name: 'Someone Claiming', email, password: 'Claimant123' },
      });
      assert.equal(signedUp.status, 201, signedUp.text);
      assert.equal(signedUp.body.data.user.emailVerified, false);
      const token = signedUp.body.data.token;
      const mine = async () =>
        (await suite.server.request('GET', '/api/shipments/mine', { token })).body.data.map(
          (shipment: { trackingNumber: string }) => shipment.trackingNumber,
        );
      assert.deepEqual(await mine(), [], 'nothing of the party before the address is proved');

      const forged = await open('/api/auth/verify-email?token=abc.def');
      assert.equal(forged.status, 303);
      assert.equal(forged.headers.get('location'), '/support/customer-portal?email=failed');

      const again = await suite.server.request('POST', '/api/auth/resend-verification', { token });
      assert.equal(again.status, 200, again.text);
      const link = await linkMailedTo(email, 2);
      const opened = await open(link);
      assert.equal(opened.status, 303);
      assert.equal(opened.headers.get('location'), '/support/customer-portal?email=verified');
      assert.deepEqual(await mine(), [trip.trackingNumber]);
      const me = await suite.server.request('GET', '/api/auth/verify', { token });
      assert.equal(me.body.data.user.emailVerified, true);
    });

    it("a party's invitation signs its contact up with the address proved, and only that address", async () => {
      const email = `orders.${backend}@godavari-mills.example`;
      const party = await addParty(suite, { email });
      const trip = await bookTrip(suite, ownTripBody(party, await addTruck(suite), await addDriver(suite)));
      const noEmail = await addParty(suite);
      const refused = await suite.call('POST', `/billing-parties/${noEmail.id}/invite`, {});
      assert.equal(refused.status, 400);
      assert.equal(refused.body.errors.email, 'Add the party’s e-mail first: the invitation goes to it');

      const sent = await suite.call('POST', `/billing-parties/${party.id}/invite`, {});
      assert.equal(sent.status, 200, sent.text);
      assert.equal(sent.body.message, `Invitation sent to ${email}`);
      const dir = suite.server.config.mail.outboxDir;
      let invite = '';
      for (let waited = 0; waited < 5000 && !invite; waited += 25) {
        const mail = readdirSync(dir)
          .map((name) => decodeQuotedPrintable(readFileSync(join(dir, name), 'utf8')))
          .find((text) => text.includes(`To: ${email}`) && text.includes('/signup?'));
        invite = /[?&]invite=([A-Za-z0-9_.-]+)/.exec(mail ?? '')?.[1] ?? '';
        if (!invite) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      assert.ok(invite, 'the invitation carries a sign-up link');

      const otherAddress = await suite.server.request('POST', '/api/auth/register', {
        body: { name: 'Not Them', email: `someone.${backend}@else.example`, password: 'Claimant123', invite },
      });
      assert.equal(otherAddress.body.data.user.emailVerified, false, 'the invitation proves its own address only');

      const signedUp = await suite.server.request('POST', '/api/auth/register', {
        body: { name: 'Godavari Orders', email, password: 'Claimant123', invite },
      });
      assert.equal(signedUp.status, 201, signedUp.text);
      assert.equal(signedUp.body.data.user.emailVerified, true);
      const mine = await suite.server.request('GET', '/api/shipments/mine', { token: signedUp.body.data.token });
      assert.deepEqual(
        mine.body.data.map((shipment: { trackingNumber: string }) => shipment.trackingNumber),
        [trip.trackingNumber],
      );
    });

    it('a link for an address the account no longer has does nothing', async () => {
      const email = `old.${backend}@verify.example`;
      const signedUp = await suite.server.request('POST', '/api/auth/register', {
        body: { name: 'Moving Customer', email, password: 'Claimant123' },
      });
      const link = await linkMailedTo(email);
      const id = signedUp.body.data.user.id;
      const moved = await suite.call('PUT', `/users/${id}`, { email: `new.${backend}@verify.example` });
      assert.equal(moved.status, 200, moved.text);
      assert.equal(moved.body.data.emailVerified, false, "a customer's new address is proved like a new account's");
      assert.match(moved.body.message, /a link to confirm new\..*@verify\.example was sent/);
      const opened = await open(link);
      assert.equal(opened.headers.get('location'), '/support/customer-portal?email=failed');
      const fresh = await open(await linkMailedTo(`new.${backend}@verify.example`));
      assert.equal(fresh.headers.get('location'), '/support/customer-portal?email=verified');
    });

    it("vouches for a staff member's address an administrator sets", async () => {
      const made = await suite.call('POST', '/users', {
        name: 'Staff Mover',
        email: `staff.${backend}@verify.example`,
        password: 'StaffPass123',
        role: 'operations',
      });
      assert.equal(made.status, 201, made.text);
      const moved = await suite.call('PUT', `/users/${made.body.data.id}`, { email: `staff.new.${backend}@verify.example` });
      assert.equal(moved.status, 200, moved.text);
      assert.equal(moved.body.data.emailVerified, true);
    });
  });
}
