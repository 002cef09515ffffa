import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { indianToday } from 'shared-api/schemas';
import { crossedThresholds, sendExpiryReminders } from '../src/jobs/expiry-reminders';
import type { Mailer, OutgoingMail } from '../src/lib/mailer';
import { addDays } from '../src/modules/masters/expiry';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';

const TODAY = indianToday();

/** A mailer that keeps what it is given, or fails every send when told to. */
function recordingMailer() {
  const sent: OutgoingMail[] = [];
  let failing = false;
  const mailer: Mailer = {
    async send(mail) {
      if (failing) throw new Error('SMTP is down');
      sent.push(mail);
    },
    async close() {},
  };
  return { mailer, sent, fail: (value: boolean) => (failing = value) };
}

describe('crossedThresholds', () => {
  it('lists the thresholds a paper has crossed, most urgent first', () => {
    assert.deepEqual(crossedThresholds(45), []);
    assert.deepEqual(crossedThresholds(30), [30]);
    assert.deepEqual(crossedThresholds(7), [7, 30]);
    assert.deepEqual(crossedThresholds(0), [0, 7, 30]);
    assert.deepEqual(crossedThresholds(-12), [0, 7, 30]);
  });
});

for (const backend of backends) {
  describe(`papers due: dashboard, bell and reminder e-mails (${backend})`, () => {
    let server: TestServer;
    let admin: string;
    let truckId: string;
    let driverId: string;

    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
      const truck = await server.request('POST', '/api/trucks', {
        token: admin,
        body: {
          registrationNumber: 'MH12AB1234',
          truckType: 'open_body',
          papers: { insurance: { number: 'POL-778', expiresOn: addDays(TODAY, 10) }, fitness: { expiresOn: addDays(TODAY, 90) } },
        },
      });
      assert.equal(truck.status, 201, truck.text);
      truckId = truck.body.data.id;
      const driver = await server.request('POST', '/api/drivers', {
        token: admin,
        body: {
          name: 'Ramesh Yadav',
          phone: '9820012345',
          licenceNumber: 'MH1420110062821',
          licenceExpiresOn: addDays(TODAY, -3),
        },
      });
      assert.equal(driver.status, 201, driver.text);
      driverId = driver.body.data.id;
      // Retired trucks' papers do not need attention.
      await server.request('POST', '/api/trucks', {
        token: admin,
        body: {
          registrationNumber: 'KA01AB0001',
          truckType: 'tipper',
          status: 'inactive',
          papers: { puc: { expiresOn: TODAY } },
        },
      });
    });
    after(() => server.close());

    it('the dashboard list has expired and expiring papers, soonest first', async () => {
      const res = await server.request('GET', '/api/admin/expiring-papers', { token: admin });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.data.total, 2);
      assert.deepEqual(
        res.body.data.items.map(
          (paper: { paperLabel: string; ownerLabel: string; daysLeft: number; status: string; path: string }) => [
            paper.paperLabel,
            paper.ownerLabel,
            paper.daysLeft,
            paper.status,
            paper.path,
          ],
        ),
        [
          ['Driving licence', 'Ramesh Yadav', -3, 'expired', `/admin/drivers/${driverId}`],
          ['Insurance', 'MH12AB1234', 10, 'expiring', `/admin/trucks/${truckId}`],
        ],
      );
      const customer = await server.request('GET', '/api/admin/expiring-papers');
      assert.equal(customer.status, 401);
    });

    it('the bell shows them as unread until opened', async () => {
      const bell = await server.request('GET', '/api/admin/notifications', { token: admin });
      const papers = bell.body.data.items.filter((item: { kind: string }) => item.kind === 'paper');
      assert.deepEqual(papers.map((item: { title: string; unread: boolean }) => [item.title, item.unread]).sort(), [
        ['Driving licence of Ramesh Yadav expired 3 days ago', true],
        ['Insurance of MH12AB1234 expires in 10 days', true],
      ]);
      assert.ok(bell.body.data.unread >= 2);
      await server.request('POST', '/api/admin/notifications/seen', { token: admin });
      const after = await server.request('GET', '/api/admin/notifications', { token: admin });
      assert.equal(after.body.data.unread, 0);
      assert.ok(after.body.data.items.some((item: { kind: string }) => item.kind === 'paper'));
    });

    it('e-mails each admin once per paper and threshold, across runs and restarts; a renewal is reminded again', async () => {
      const { mailer, sent } = recordingMailer();
      const options = { db: server.database.db, mailer, publicUrl: 'https://freight.example' };

      const first = await sendExpiryReminders({ ...options, today: TODAY });
      assert.deepEqual(first.recipients, [ADMIN.email]);
      assert.equal(sent.length, 1);
      assert.equal(sent[0]!.subject, '2 papers need attention (1 expired)');
      assert.match(sent[0]!.text, /Driving licence of Ramesh Yadav expired 3 days ago/);
      assert.match(sent[0]!.text, /Insurance of MH12AB1234 expires in 10 days .*no\. POL-778/);
      assert.match(sent[0]!.text, new RegExp(`https://freight.example/admin/trucks/${truckId}`));

      // Again the same day, and from a "restarted" job (nothing is kept in memory): nothing new.
      await sendExpiryReminders({ ...options, today: TODAY });
      assert.equal(sent.length, 1);

      // Three days later the insurance has 7 days left: the 7-day reminder, for it alone.
      await sendExpiryReminders({ ...options, today: addDays(TODAY, 3) });
      assert.equal(sent.length, 2);
      assert.equal(sent[1]!.subject, '1 paper expiring soon');
      assert.match(sent[1]!.text, /Insurance of MH12AB1234 expires in 7 days/);

      // Renewed: a new expiry date 25 days away starts its own reminders.
      await server.request('PUT', `/api/trucks/${truckId}`, {
        token: admin,
        body: { papers: { insurance: { number: 'POL-991', expiresOn: addDays(TODAY, 25) } } },
      });
      await sendExpiryReminders({ ...options, today: TODAY });
      assert.equal(sent.length, 3);
      assert.match(sent[2]!.text, /Insurance of MH12AB1234 expires in 25 days .*no\. POL-991/);
    });

    it('sends nothing while the document-expiry e-mail is off, and retries when sending failed', async () => {
      const { mailer, sent, fail } = recordingMailer();
      const options = { db: server.database.db, mailer, publicUrl: 'https://freight.example' };
      await server.request('POST', '/api/drivers', {
        token: admin,
        body: {
          name: 'Suresh Kumar',
          phone: '9820012346',
          licenceNumber: 'MH1420110062822',
          licenceExpiresOn: addDays(TODAY, 5),
        },
      });

      const off = await server.request('PUT', '/api/profile/notifications', {
        token: admin,
        body: { documentExpiry: { email: false, inApp: true } },
      });
      assert.equal(off.status, 200, off.text);
      await sendExpiryReminders({ ...options, today: TODAY });
      assert.equal(sent.length, 0);
      await server.request('PUT', '/api/profile/notifications', {
        token: admin,
        body: { documentExpiry: { email: true, inApp: true } },
      });

      fail(true);
      await sendExpiryReminders({ ...options, today: TODAY });
      assert.equal(sent.length, 0);
      fail(false);
      await sendExpiryReminders({ ...options, today: TODAY });
      assert.equal(sent.length, 1);
      assert.match(sent[0]!.text, /Driving licence of Suresh Kumar expires in 5 days/);
    });
  });
}
