import type { LegalDocument } from './types';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-10-01',
  summary:
    'How Globe Route Logistics Pvt Ltd collects, uses, shares and protects personal data when you use our website, request a quote, track a shipment or ship with us, and how you can exercise your rights under the Digital Personal Data Protection Act, 2023.',
  sections: [
    {
      id: 'who-we-are',
      title: '1. Who we are',
      body: [
        {
          kind: 'p',
          text: 'Globe Route Logistics Pvt Ltd ("Globe Route", "we", "us") is a freight forwarding and logistics company founded in Mumbai in 2004. Our registered head office is at Unit 402, Harbour Gate Towers, P D Mello Road, Ballard Estate, Mumbai 400001, and we operate 14 branch offices across India.',
        },
        {
          kind: 'p',
          text: 'For the personal data described in this policy, Globe Route is the data fiduciary under the Digital Personal Data Protection Act, 2023 (the "DPDP Act"): we decide why and how that data is processed and we are responsible for it. Where we handle personal data only on a customer\'s instructions, for example consignee details in a fulfillment order, we do so on behalf of that customer and under our contract with them.',
        },
      ],
    },
    {
      id: 'scope',
      title: '2. Scope of this policy',
      body: [
        { kind: 'p', text: 'This policy applies to personal data we process when you:' },
        {
          kind: 'ul',
          items: [
            'visit our website, use the site search or track a shipment;',
            'request a quote, send us a message through a contact form, or call or e-mail our support team;',
            'subscribe to our newsletter;',
            'create and use a customer account;',
            'book, ship, clear, store or receive goods through us, including as a consignee or notify party named on a shipment.',
          ],
        },
        {
          kind: 'p',
          text: 'It does not cover the websites or systems of carriers, airlines, shipping lines, customs portals or other third parties linked from our site or used to move your goods. Those organisations have their own privacy notices.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      title: '3. Personal data we collect',
      body: [
        { kind: 'h', text: 'Information you give us' },
        {
          kind: 'ul',
          items: [
            'Account data: your name, company, designation, business e-mail address, phone number, password (stored only as a secure hash) and account preferences.',
            'Quote and shipment data: contact details of the person requesting the quote, pickup and delivery addresses, and the names, addresses, phone numbers and e-mail addresses of shippers, consignees and notify parties, together with cargo descriptions, invoices, packing lists and the identifiers that customs and tax rules require, such as GSTIN, IEC and PAN of the importer or exporter.',
            'Contact messages: the name, e-mail address, phone number and company you enter in a contact form, and the content of your message.',
            'Newsletter: the e-mail address you subscribe with and, if you choose to give it, your name and the topics you are interested in.',
            'Support records: notes and recordings of calls to our 24/7 support line, where we tell you at the start of the call that it is recorded.',
          ],
        },
        { kind: 'h', text: 'Information collected automatically' },
        {
          kind: 'ul',
          items: [
            'Technical logs: IP address, date and time of the request, pages and API endpoints requested, browser type and operating system, and error information. Our servers record these for security, fault-finding and capacity planning.',
            'Tracking requests: the shipment or container numbers you look up, so that we can return the status and detect misuse of the tracking service.',
          ],
        },
        { kind: 'h', text: 'Information from others' },
        {
          kind: 'p',
          text: "We receive personal data from our customers (for example a consignee's delivery address), from carriers and partner agents (delivery events, proof of delivery with the recipient's name and signature), and from customs and government systems (status of filings and assessments).",
        },
        {
          kind: 'p',
          text: 'We do not ask for, and ask you not to send us, sensitive information such as health data or financial account details beyond what is needed for invoicing and payment.',
        },
      ],
    },
    {
      id: 'cookies-and-local-storage',
      title: '4. Cookies and local storage',
      body: [
        {
          kind: 'p',
          text: 'We use no advertising cookies and no cross-site tracking. We do not allow advertising networks to place cookies or tags on our website.',
        },
        { kind: 'p', text: "Our website stores two items in your browser's local storage:" },
        {
          kind: 'ul',
          items: [
            'Sign-in token: when you sign in to your customer account, a token that identifies your session is saved so that you stay signed in between pages. It is removed when you sign out.',
            'Recent searches: your last five site searches are saved so that you can repeat them with one click. They stay on your device and are not sent to us as a list.',
          ],
        },
        {
          kind: 'p',
          text: 'You can delete both at any time by clearing site data in your browser settings. If local storage is blocked, the website still works, but you will need to sign in again on each visit and recent searches will not be remembered.',
        },
      ],
    },
    {
      id: 'purposes-and-legal-basis',
      title: '5. Why we use your data and on what basis',
      body: [
        {
          kind: 'p',
          text: 'We process personal data only for clear purposes and on a basis the DPDP Act allows. In practice these are:',
        },
        {
          kind: 'ul',
          items: [
            'To prepare quotations, and to book, move, clear, store, deliver and track shipments you have asked us to handle. Where you have given the data voluntarily for this purpose, we process it for that purpose (a legitimate use under section 7 of the DPDP Act) or with your consent.',
            'To file customs declarations, e-way bills and other documents and to keep the records that customs, GST and income-tax laws require. This processing is needed to comply with law.',
            'To run your customer account, answer your messages and support requests, and send service notices such as delivery updates and invoices.',
            'To send our newsletter, only with your consent, which you can withdraw at any time using the unsubscribe link in every issue.',
            'To keep our systems secure, prevent fraud and misuse of the tracking service, and investigate incidents.',
            'To establish, exercise or defend legal claims, for example in a cargo claim or payment dispute.',
          ],
        },
        {
          kind: 'p',
          text: 'Where we rely on consent, you may withdraw it as easily as you gave it. Withdrawal does not affect processing already carried out, and it may mean we cannot continue a service that depends on the data.',
        },
      ],
    },
    {
      id: 'sharing',
      title: '6. Who we share data with',
      body: [
        {
          kind: 'p',
          text: 'Moving goods requires sharing some information with others in the supply chain. We share only what each recipient needs for its part of the job:',
        },
        {
          kind: 'ul',
          items: [
            'Carriers and transport providers: shipping lines, airlines, trucking partners and couriers that carry or deliver the goods.',
            'Customs and government authorities: Indian Customs (including through ICEGATE), GST systems, port and airport authorities, and the customs authorities of the destination or origin country.',
            'Partner agents abroad: members of our partner network in more than 120 countries who handle pickup, clearance and delivery outside India.',
            'Terminal, warehouse and container freight station operators that handle the cargo.',
            'Insurers, surveyors and loss adjusters, where insurance has been arranged or a claim is made.',
            'IT and service providers that host our systems, send e-mail and SMS, and provide support tools, bound by contract to use the data only on our instructions.',
            'Professional advisers, auditors, banks and, where the law requires, courts, regulators and law-enforcement agencies.',
          ],
        },
        { kind: 'p', text: 'We never sell personal data and we do not share it with anyone for their own marketing.' },
      ],
    },
    {
      id: 'international-transfers',
      title: '7. International transfers',
      body: [
        {
          kind: 'p',
          text: 'International freight means that shipment data travels with the goods. When you ship to or from another country, the details needed to carry and clear the shipment are sent to carriers, partner agents and authorities in the countries of origin, transit and destination.',
        },
        {
          kind: 'p',
          text: 'We transfer personal data outside India only as the DPDP Act permits and not to any country or territory the Government of India has restricted. Our partner agents are bound by written agreements that require them to use the data only for the shipment and to protect it. Our own systems and backups are hosted in data centres in India.',
        },
      ],
    },
    {
      id: 'retention',
      title: '8. How long we keep data',
      body: [
        {
          kind: 'p',
          text: 'We keep personal data only as long as we need it for the purpose it was collected for or as the law requires, and then delete or anonymise it:',
        },
        {
          kind: 'ul',
          items: [
            'Shipment, customs and invoicing records: 8 years from the end of the financial year they relate to, as Indian tax law requires.',
            'Customer account data: while the account is active, and for 2 years after it is closed or last used, unless linked to records we must keep longer.',
            'Quote requests that do not become a shipment: 2 years.',
            'Contact form messages and support e-mails: 2 years from our last reply.',
            'Call recordings: 6 months, unless needed for an open complaint or claim.',
            'Newsletter subscription: until you unsubscribe; we then keep only your e-mail address on a suppression list so that we do not write to you again.',
            'Technical logs: 180 days.',
          ],
        },
        {
          kind: 'p',
          text: 'Where a claim, dispute or investigation is open, we keep the relevant records until it is finally resolved.',
        },
      ],
    },
    {
      id: 'security',
      title: '9. How we protect data',
      body: [
        {
          kind: 'p',
          text: 'We take reasonable security safeguards to prevent personal data breaches, including:',
        },
        {
          kind: 'ul',
          items: [
            'encryption of data in transit (HTTPS) and of backups;',
            'passwords stored only as salted hashes;',
            'role-based access, so that staff see only the shipments and accounts they work on;',
            'logging and review of access to customer and shipment data;',
            'security and privacy training for all employees, and confidentiality obligations in employment contracts;',
            'written data protection terms with our IT providers and partner agents.',
          ],
        },
        {
          kind: 'p',
          text: 'No system is completely secure. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected as the DPDP Act and its rules require, and tell you what we are doing about it.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: '10. Your rights',
      body: [
        { kind: 'p', text: 'Under the DPDP Act you have the right to:' },
        {
          kind: 'ul',
          items: [
            'Access: get a summary of the personal data we process about you, the processing we carry out, and the identities of those we have shared it with.',
            'Correction and updating: have inaccurate or incomplete data corrected, completed or updated. Account holders can change most details directly in their account.',
            'Erasure: ask us to delete data we no longer need, unless the law requires us to keep it (for example shipment and tax records).',
            'Withdraw consent: for processing based on consent, such as the newsletter.',
            'Grievance redressal: complain to our Grievance Officer and receive a response.',
            'Nominate: name another person to exercise your rights if you die or become unable to do so.',
          ],
        },
        {
          kind: 'p',
          text: 'To use any of these rights, write to privacy@globeroute.example. We may ask you to confirm your identity before acting on a request. We do not charge for reasonable requests.',
        },
        {
          kind: 'p',
          text: 'If you are a consignee of a shipment booked by one of our customers, we may also refer your request to that customer where they decide how your data is used.',
        },
      ],
    },
    {
      id: 'children',
      title: '11. Children',
      body: [
        {
          kind: 'p',
          text: 'Our website and services are meant for businesses and are not directed at children. We do not knowingly collect personal data from anyone under 18. If you believe a child has given us personal data, contact privacy@globeroute.example and we will delete it.',
        },
      ],
    },
    {
      id: 'grievance-officer',
      title: '12. Grievance Officer',
      body: [
        {
          kind: 'p',
          text: 'If you have a question or complaint about how we handle personal data, please contact our Grievance Officer:',
        },
        {
          kind: 'ul',
          items: [
            'Grievance Officer, Globe Route Logistics Pvt Ltd',
            'Unit 402, Harbour Gate Towers, P D Mello Road, Ballard Estate, Mumbai 400001',
            'E-mail: privacy@globeroute.example',
            'Phone: +91 22 4000 1234 (ask for the Grievance Officer)',
          ],
        },
        {
          kind: 'p',
          text: 'We acknowledge grievances within 2 working days and aim to resolve them within 30 days. If you are not satisfied with our response, you may complain to the Data Protection Board of India.',
        },
      ],
    },
    {
      id: 'changes',
      title: '13. Changes to this policy',
      body: [
        {
          kind: 'p',
          text: 'We update this policy when our services, systems or the law change. The date at the top shows when it was last revised. If we make a significant change, we will tell account holders and newsletter subscribers by e-mail before it takes effect.',
        },
      ],
    },
    {
      id: 'contact',
      title: '14. Contact us',
      body: [
        {
          kind: 'p',
          text: 'For privacy matters, write to privacy@globeroute.example. For anything else, our support team is available 24/7 at support@globeroute.example or +91 22 4000 1234.',
        },
      ],
    },
  ],
};
