import type { LegalDocument } from './types';

export const TERMS_AND_CONDITIONS: LegalDocument = {
  title: 'Terms and Conditions',
  updated: '2026-10-01',
  summary:
    'The standard trading conditions on which Globe Route Logistics Pvt Ltd provides freight forwarding, transport, customs, warehousing and fulfillment services, and the terms for using our website and customer accounts.',
  sections: [
    {
      id: 'definitions',
      title: '1. Definitions',
      body: [
        { kind: 'p', text: 'In these conditions:' },
        {
          kind: 'ul',
          items: [
            '"Company", "we" and "us" mean Globe Route Logistics Pvt Ltd, Unit 402, Harbour Gate Towers, P D Mello Road, Ballard Estate, Mumbai 400001, and its branches.',
            '"Customer" and "you" mean the person or business that requests or uses our services, and anyone acting on its behalf, including the shipper, consignor, consignee and owner of the goods.',
            '"Goods" means the cargo handed to us, including any container, pallet, packaging or other equipment not supplied by us.',
            '"Services" means everything we do for you, including ocean freight, air freight, road transport, customs brokerage, warehousing, cold chain logistics, e-commerce fulfillment and related advice and documentation.',
            '"Carrier" means any shipping line, airline, road haulier, railway or other operator that actually carries the goods, including us when we carry them with our own vehicles.',
            '"SDR" means the Special Drawing Right as defined by the International Monetary Fund.',
            '"In writing" includes e-mail and messages sent through your customer account.',
          ],
        },
      ],
    },
    {
      id: 'scope',
      title: '2. Scope and application',
      body: [
        {
          kind: 'p',
          text: 'These conditions apply to every quotation we give and every service we provide, unless we have agreed different terms in a signed contract. If a signed contract and these conditions conflict, the contract prevails. Terms printed on your own purchase orders or documents do not apply unless we accept them in writing.',
        },
        {
          kind: 'p',
          text: 'Where we issue our own bill of lading, air waybill, multimodal transport document or goods consignment note, the terms of that document govern the carriage it covers, and these conditions apply to everything else.',
        },
        {
          kind: 'p',
          text: "Unless we have expressly agreed to act as carrier, we act as your agent in arranging services with carriers and other providers, and those providers' own terms apply to their part of the work.",
        },
      ],
    },
    {
      id: 'quotations',
      title: '3. Quotations',
      body: [
        {
          kind: 'ul',
          items: [
            'Quotations are valid for 7 days from the date of issue unless the quotation states a different period.',
            'A quotation is based on the information you give us: the nature, weight, dimensions and value of the goods, the pickup and delivery points, and the required dates. If that information turns out to be different, we may revise the price.',
            'Quotations are subject to the availability of space and equipment with carriers at the time of booking. A quotation is not a confirmed booking.',
            'Unless stated otherwise, quotations exclude customs duties, taxes, GST, demurrage, detention, storage, inspection and examination charges, and insurance.',
            'Carrier surcharges such as fuel, currency, peak-season and security surcharges change without notice. If a carrier changes them after we quote, we will pass on the change at cost and show it on the invoice.',
          ],
        },
      ],
    },
    {
      id: 'customer-obligations',
      title: '4. Your obligations',
      body: [
        { kind: 'p', text: 'You warrant and undertake that:' },
        {
          kind: 'ul',
          items: [
            'the description, quantity, weight, dimensions, value, HS code and origin of the goods that you give us are complete and accurate;',
            'the goods are packed, marked and labelled to withstand normal handling and carriage by the modes booked, and that any container or trailer you load is loaded, secured and sealed properly;',
            'you have declared in writing, before we accept the booking, any goods that are dangerous, hazardous, temperature-sensitive, perishable, of high value or otherwise need special care, and have given us the required declarations and safety data sheets;',
            'you will supply on time all documents, licences, permits and information needed for export, import, transit and GST compliance, including commercial invoices, packing lists, IEC, GSTIN and e-way bill details;',
            'you own the goods or are authorised by the owner to accept these conditions;',
            'you will take delivery of the goods, or arrange for the consignee to do so, when they are made available.',
          ],
        },
        {
          kind: 'p',
          text: 'You will reimburse us for any fines, penalties, costs, delay and damage to other cargo or equipment that result from a breach of these obligations, including misdeclaration of goods.',
        },
      ],
    },
    {
      id: 'prohibited-goods',
      title: '5. Dangerous and prohibited goods',
      body: [
        {
          kind: 'p',
          text: 'We will handle dangerous goods only if we have agreed in writing beforehand and they are classified, packed, labelled and documented under the IMDG Code, the IATA Dangerous Goods Regulations or the applicable road rules.',
        },
        { kind: 'p', text: 'We do not accept:' },
        {
          kind: 'ul',
          items: [
            'goods whose import, export or carriage is prohibited by Indian law or the law of any country of transit or destination;',
            'arms, ammunition and explosives, narcotics and psychotropic substances, and radioactive material;',
            'counterfeit goods or goods that infringe intellectual property rights;',
            'live animals, human remains, currency, bullion, precious stones and negotiable instruments, unless specifically agreed in writing;',
            'goods subject to sanctions or export controls without the required authorisation.',
          ],
        },
        {
          kind: 'p',
          text: 'If undeclared dangerous or prohibited goods are tendered, we or the carrier may refuse, hold, unload, destroy or hand them to the authorities at any time, at your cost and without liability to you.',
        },
      ],
    },
    {
      id: 'rates-and-payment',
      title: '6. Rates and payment',
      body: [
        {
          kind: 'ul',
          items: [
            'All prices are in Indian rupees unless stated otherwise. GST is charged in addition at the applicable rate.',
            'Charges in foreign currency are converted at the exchange rate on the date of our invoice.',
            'Freight is earned when the goods are received for carriage and is payable whether or not the goods arrive, except where the loss is caused by our negligence.',
            'Customers without an approved credit account pay before the goods or documents are released.',
            'Customers with an approved credit account pay within 30 days of the invoice date, or within any other period stated in their credit agreement.',
            'Duties, taxes and charges we pay to customs, ports or carriers on your behalf are reimbursed on presentation of our invoice with supporting receipts.',
            'Overdue amounts carry interest at 18% per year from the due date until paid, and you will reimburse reasonable collection costs.',
            'You may not withhold or set off payment because of a claim against us.',
          ],
        },
        {
          kind: 'p',
          text: 'If an invoice is disputed, please tell us in writing within 15 days of receiving it and pay the undisputed portion by the due date.',
        },
      ],
    },
    {
      id: 'liability',
      title: '7. Our liability',
      body: [
        {
          kind: 'p',
          text: 'We are responsible for exercising reasonable care and skill in providing the services. Our liability for loss of or damage to goods is limited as follows, unless a higher value has been declared and accepted by us in writing and the corresponding charge paid:',
        },
        { kind: 'h', text: 'Carriage by road' },
        {
          kind: 'p',
          text: 'When we carry goods by road in India as a common carrier, our liability is governed by the Carriage by Road Act, 2007 and the Carriage by Road Rules, 2011, and is limited as provided there. Where the value of the goods has not been declared in the goods forwarding note, the limit that the rules set for undeclared consignments applies.',
        },
        { kind: 'h', text: 'Carriage by sea' },
        {
          kind: 'p',
          text: 'For carriage by sea, liability is determined by the bill of lading or sea waybill issued for the shipment and by the law that applies to it, including the Indian Carriage of Goods by Sea Act, 1925 and the international conventions incorporated in the transport document. Where a multimodal transport document is issued, the Multimodal Transportation of Goods Act, 1993 applies.',
        },
        { kind: 'h', text: 'Carriage by air' },
        {
          kind: 'p',
          text: 'For international carriage by air, liability is governed by the Montreal Convention, 1999, as applied in India by the Carriage by Air Act, 1972, and is limited to the amount per kilogram set by the Convention as revised from time to time. Domestic carriage by air is subject to the same limits as applied by Indian law.',
        },
        { kind: 'h', text: 'All other services and overall cap' },
        {
          kind: 'ul',
          items: [
            'For warehousing, fulfillment, customs brokerage, forwarding and any service not covered above, our liability is limited to the lower of the value of the goods and 2 SDR per kilogram of the gross weight of the goods lost or damaged.',
            'In every case our total liability for any one event is capped at INR 25,00,000, regardless of the number of consignments affected.',
            'Liability for delay, where accepted, is limited to the charges paid for the service affected.',
            'We are not liable for indirect or consequential loss, including loss of profit, market, contract or goodwill.',
            'We are not liable for loss or damage caused by inherent vice or natural deterioration of the goods, insufficient packing or marking, incorrect information given by you, or acts of customs or other authorities.',
          ],
        },
        {
          kind: 'p',
          text: 'Nothing in these conditions limits liability that cannot be limited by law, including liability for fraud or for death or personal injury caused by negligence.',
        },
      ],
    },
    {
      id: 'insurance',
      title: '8. Insurance',
      body: [
        {
          kind: 'p',
          text: 'Our prices do not include cargo insurance, and the goods are not insured by us unless we have agreed in writing to arrange insurance for a specific shipment or contract. Our liability under clause 7 is not insurance and may be much lower than the value of the goods.',
        },
        {
          kind: 'p',
          text: "If you ask us in writing to arrange insurance, we do so as your agent with an insurer of our choice, on that insurer's terms. Any claim is made against the insurer, and we are not an insurer or guarantor of the goods.",
        },
      ],
    },
    {
      id: 'claims',
      title: '9. Claims and time limits',
      body: [
        {
          kind: 'ul',
          items: [
            'Visible loss or damage must be noted on the delivery receipt or proof of delivery when the goods are delivered.',
            'Written notice of any loss or damage must reach us within 7 days of delivery. If the goods are not delivered, notice must reach us within 7 days of the date on which they should have been delivered.',
            'A fully documented claim, with invoices, packing lists, photographs and any survey report, must follow within 30 days of the notice.',
            'We are discharged from all liability unless legal proceedings are brought within 9 months of delivery, or of the date on which the goods should have been delivered.',
            'Where a law or convention that applies compulsorily to the carriage sets a different notice period or time limit, that period applies instead.',
          ],
        },
        {
          kind: 'p',
          text: 'Claims do not entitle you to withhold payment of our charges. We will help you assemble documents and pursue claims against carriers and other providers.',
        },
      ],
    },
    {
      id: 'lien',
      title: '10. Lien',
      body: [
        {
          kind: 'p',
          text: 'We have a particular and general lien on all goods and documents in our possession for all sums you owe us, on the current shipment or on any earlier one. If any amount remains unpaid for 30 days after we notify you in writing, we may sell the goods or documents by public auction or private sale and apply the proceeds to the amounts owed, accounting to you for any balance. Storage and other charges continue to accrue while goods are held under lien.',
        },
      ],
    },
    {
      id: 'customs',
      title: '11. Customs clearance',
      body: [
        {
          kind: 'p',
          text: 'We act as a licensed customs broker and file declarations on the basis of the documents and information you give us. You remain the importer or exporter of record and are responsible for the accuracy of the declared value, classification and origin, and for all duties, taxes, fines and penalties assessed on the goods.',
        },
        {
          kind: 'ul',
          items: [
            'You must give us the authority letter and KYC documents that customs regulations require before we can file on your behalf.',
            'We are not responsible for delays or costs caused by customs examination, testing, assessment or holds, or by incomplete documents.',
            'If customs demand further duty or penalty after clearance, including after an audit, you will pay it or reimburse us promptly.',
          ],
        },
      ],
    },
    {
      id: 'force-majeure',
      title: '12. Force majeure',
      body: [
        {
          kind: 'p',
          text: 'We are not liable for failure or delay in performing the services caused by events beyond our reasonable control, including natural disasters, floods and cyclones, epidemics, war, terrorism, riots, strikes and lockouts at ports, airports or carriers, port or road closures, congestion, government action, cyberattacks on third-party systems and failures of carriers. If such an event prevents us from completing the service, we may hold the goods or deliver them to the nearest safe place at your cost, and our charges for work already done remain payable.',
        },
      ],
    },
    {
      id: 'subcontracting',
      title: '13. Subcontracting',
      body: [
        {
          kind: 'p',
          text: 'We may use carriers, partner agents, vetted market vehicles, warehouse operators and other subcontractors to perform all or part of the services. We select them with reasonable care. Every defence, exemption and limit of liability in these conditions extends to our employees, agents and subcontractors, who may rely on this clause.',
        },
      ],
    },
    {
      id: 'website-and-accounts',
      title: '14. Website use and customer accounts',
      body: [
        {
          kind: 'ul',
          items: [
            'You must give accurate information when you open a customer account and keep your sign-in details confidential. You are responsible for activity under your account and must tell us at once if you suspect unauthorised use.',
            'Tracking information on the website comes from our systems, carriers and partners. It is provided for information and may be delayed or incomplete. Contractual delivery dates are those agreed in your booking.',
            'Guides, document explanations and articles on the website are general information, not legal, tax or customs advice for a particular shipment.',
            'You must not use the website to send unlawful content, probe or disrupt our systems, or collect data through automated queries or scraping without our written permission.',
            'We may suspend or close an account that is misused or left unused for more than 2 years, and we may change or withdraw parts of the website at any time.',
          ],
        },
        {
          kind: 'p',
          text: 'Our Privacy Policy explains how we handle personal data collected through the website and in providing the services.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: '15. Intellectual property',
      body: [
        {
          kind: 'p',
          text: 'The Globe Route name and logo, the website and its text, graphics, software and design belong to Globe Route Logistics Pvt Ltd or its licensors. You may view and print pages for your own business use in dealing with us. You may not copy, republish or commercially use any part of the website without our written permission. Documents and data you give us remain yours; you allow us to use them as needed to provide the services.',
        },
      ],
    },
    {
      id: 'general',
      title: '16. General',
      body: [
        {
          kind: 'ul',
          items: [
            'If any provision of these conditions is found invalid or unenforceable, the rest remain in force.',
            'A failure or delay by us in enforcing any right is not a waiver of it.',
            'We may update these conditions from time to time. The version in force on the date of your booking applies to that booking.',
            'Notices to us must be sent to our head office or to support@globeroute.example.',
          ],
        },
      ],
    },
    {
      id: 'governing-law',
      title: '17. Governing law and jurisdiction',
      body: [
        {
          kind: 'p',
          text: 'These conditions and any contract for services are governed by the laws of India. The courts at Mumbai have exclusive jurisdiction over any dispute arising from them, except that we may bring proceedings to recover payment in any court with jurisdiction over you.',
        },
      ],
    },
    {
      id: 'contact',
      title: '18. Contact',
      body: [
        {
          kind: 'p',
          text: 'Globe Route Logistics Pvt Ltd, Unit 402, Harbour Gate Towers, P D Mello Road, Ballard Estate, Mumbai 400001. E-mail support@globeroute.example or call +91 22 4000 1234; our support team is available 24/7.',
        },
      ],
    },
  ],
};
