// The help center's articles. The server seeds its help search table from this list and the
// /support/help-center pages render it, so a search result and the article it opens never disagree.
// What lists show of them is in ./help-index.ts; the text of each is here.

import { HELP_ARTICLE_INDEX, type HelpArticleSummary } from './help-index';

export { HELP_CATEGORIES, HELP_ARTICLE_INDEX, helpArticleSummary } from './help-index';
export type { HelpCategory, HelpArticleSummary } from './help-index';

export interface HelpArticleContent extends HelpArticleSummary {
  /** The full article, one string per paragraph (plain text, no markup). */
  body: string[];
}

/** Each article's text by its id, one string per paragraph. */
const BODIES: Readonly<Record<string, string[]>> = {
  'request-a-quote': [
    'Open the Get a Quote page (/quote) and choose the service – ocean freight, air freight, road transport, warehousing, cold chain or e-commerce fulfilment – and the load type, such as FCL, LCL, FTL, PTL, loose air cargo, pallets or parcels. You get a reference number as soon as the request is sent; keep it for any question about the quote.',
    'The more exact the details, the more reliable the price. Give the pickup and delivery points (a PIN code, city, port or airport), what the goods are, the number of pieces, the gross weight including packing, and the volume or the carton dimensions for LCL and air cargo. Add the date the goods will be ready and, for international shipments, the Incoterm you have agreed with your buyer or supplier.',
    'Say whether the goods are hazardous or need temperature control: dangerous goods need a special booking, and cold chain cargo needs the right vehicle, container and packaging. Use the message field for anything else we should know, such as a loading bay with a height limit, a delivery appointment or a licence the goods need.',
    'If you are signed in to your customer account, your name, e-mail and phone are filled in for you and the request appears in your customer portal. You can also ask for a quote at support@globeroute.example or on +91 22 4000 1234; our sales and pricing team works Monday–Saturday, 9:00–19:00 IST.',
  ],
  'after-the-quote': [
    'Your request is stored straight away and given a reference number. A pricing specialist for that mode of transport then checks routes, carrier space and rates, and may call you if something is unclear, for example the exact pickup point or how the goods are packed.',
    'Within one business day you receive a written quote by e-mail. Unless it states otherwise, a quote is valid for 7 days and depends on space being available when you book. Customs duties, GST, demurrage, detention, storage, examination charges and insurance are not included unless the quote says so, and if a carrier changes a surcharge such as fuel or peak season after we quote, the change is passed on at cost.',
    'To go ahead, accept the quote before it expires by replying to it or calling us. We then confirm space with the carrier or plan the vehicle, arrange the pickup, check your documents and send you a booking confirmation with the tracking number. If the goods turn out heavier, larger or different from what the quote was based on, the price may be revised, so tell us about any change early.',
    'If you sent the request while signed in, you can follow it in the customer portal. New means we have received it, Reviewing that a specialist is pricing it, Quoted that our price has been sent to you, Won that you accepted and the shipment is booked, and Lost that the request was closed without a booking.',
  ],
  'booking-cut-offs': [
    'A cut-off is the latest time by which your booking, your goods or your documents must reach us or the carrier for the shipment to leave as planned. Missing one usually means waiting for the next departure, so it is worth knowing the cut-offs before you plan production and packing.',
    'Express shipments booked before the daily cut-off leave the same day; the exact time depends on your pickup location and is confirmed when you book. For e-commerce fulfilment, orders that reach our warehouse by 2 pm are dispatched the same day. For road transport, book as early as you can so that we can place the right vehicle at your dock on time.',
    'For ocean freight, the shipping line sets a gate-in cut-off, by which the container must be at the port or ICD, and a documentation cut-off for the shipping instructions and the VGM, usually a day or more before the vessel sails. For air freight, the airline sets the time by which cargo must be lodged at the terminal, and dangerous goods often close earlier. Export customs filing must be completed before these cut-offs too.',
    'We send you the cut-offs for your sailing or flight with the booking confirmation. If you think you may miss one, tell us straight away: we can often move the booking to the next departure before detention or rebooking charges start.',
  ],
  'track-shipment': [
    'Go to the Track Shipment page (/track) and enter your tracking number. It has a format like GRL001 and is given at the top of your booking confirmation e-mail and, for road and air shipments, beside the LR or AWB number. You see the current status and location, the estimated delivery date and every update with its date, time and place. If you have a customer account, the customer portal (/support/customer-portal) lists your shipments with a tracking link for each.',
    'A normal journey goes through four statuses. Package Picked Up means we have collected the goods from the shipper. In Transit means they are on their way by sea, air or road, including time spent at hubs, ports and airports. Out for Delivery means the shipment is on the vehicle that will deliver it to the consignee that day. Delivered means the consignee has received it and the proof of delivery has been recorded.',
    'Four other statuses show that something needs attention. Delayed means the shipment is behind its plan, for example because of weather, congestion or a missed connection. Held at Customs means customs have not yet released it, often because of an examination, a query or unpaid duty. Delivery Attempted means we tried to deliver but could not complete the delivery. Returned to Sender means the shipment is on its way back to the shipper.',
    'Updates come from our own systems and from carriers and partners, so a sea or air leg may show fewer updates than a truck tracked on GPS. If the status has not changed for longer than you expect, or you see an exception, contact our support team 24/7 on +91 22 4000 1234 or at support@globeroute.example with your tracking number.',
  ],
  'delivery-attempted': [
    'A delivery attempt fails for everyday reasons: the premises were closed, nobody was there to receive and sign for the goods, the address or phone number was incomplete, the vehicle could not get access, or the consignee asked us to come back later. The tracking page then shows the status Delivery Attempted, usually with the reason.',
    'We contact the consignee to arrange redelivery. To speed things up, call our support team on +91 22 4000 1234 or write to support@globeroute.example with the tracking number, a convenient day and time, and a contact name and phone number at the delivery address. If the delivery needs a booked slot, a loading bay or a forklift, tell us at the same time.',
    'If the shipment still cannot be delivered, or the consignee refuses it, it is held at our nearest branch while we ask the shipper for instructions, and it may be returned, shown as Returned to Sender. Further attempts, storage and the return journey can be charged, so it pays to confirm the delivery details early.',
    'For e-commerce orders, the courier partner makes the delivery attempts. If they fail, the parcel comes back to our warehouse as an RTO, where it is inspected and restocked or held for the seller’s decision.',
  ],
  'shipment-delayed': [
    'The status Delayed means the shipment is behind its plan. Common causes are weather, port or airport congestion, a booking rolled to the next vessel, a flight that was offloaded or missed its connection, road closures and strikes, or a truck stopped at a checkpoint because of an e-way bill problem.',
    'Held at Customs means customs at origin or destination have not yet released the goods. This can be a routine examination, a question about the value, classification or a licence, or duty that is still unpaid. Our customs team will ask you for anything that is missing; replying quickly is the best way to avoid demurrage and storage charges.',
    'When we learn of a delay, we tell you the same day with a plan, such as rebooking on the next sailing or flight or moving the goods to another vehicle, and the estimated delivery date on the tracking page is updated. If the tracking has simply not changed for a while, remember that sea and air legs show fewer updates than trucks tracked on GPS.',
    'If the delay will cause you a problem, such as a production line waiting, a letter of credit about to expire or a delivery appointment, call us on +91 22 4000 1234 or write to support@globeroute.example with the tracking number. Our support team is available 24/7 and can tell you what options there are, for example sending part of the cargo by air.',
  ],
  'express-delivery-time': [
    'Express delivery takes 24–48 hours for most destinations. Shipments booked before the daily cut-off leave the same day; the cut-off for your pickup location is confirmed when you book.',
    'Remote and hilly areas, parts of the North-East and Jammu & Kashmir, and international shipments that have to clear customs at either end can take longer. We tell you the expected delivery date before you book, and it is shown on the Track Shipment page (/track) once the shipment has been picked up.',
    'Choose express when timing matters more than cost: urgent spare parts, samples or stock that has run out. For cargo that is not urgent, standard delivery or a part truckload is usually much cheaper.',
  ],
  'standard-delivery-time': [
    'Standard delivery takes 3–5 business days. Remote areas and customs inspections can add a day or two. It is our most economical option for shipments that are not urgent.',
    'Deliveries to remote PIN codes, the North-East and Jammu & Kashmir can take longer, as can shipments stopped for a customs examination or a document check. Festive-season peaks, heavy monsoon rain and road closures can also slow things down; if your shipment is affected, we tell you.',
    'Full truckloads, container shipments and international freight have their own transit times, which depend on the lane, the sailing or the flight. For example, a dedicated truck from Mumbai to Delhi NCR typically takes 3–4 days. We give you the transit time for your shipment when we quote.',
    'The estimated delivery date is shown on the Track Shipment page (/track) and is updated if anything changes.',
  ],
  'change-delivery-address': [
    'Write to support@globeroute.example or call +91 22 4000 1234 with the tracking number, the full new address with PIN code, and a contact name and phone number at the new address. The request should come from the shipper or the consignee named on the booking, so that we can be sure the change is genuine.',
    'A change within the same city is usually simple. Sending the goods to another city or state can mean a new route, a different vehicle and extra freight, and for road consignments the e-way bill has to match the new movement, which may mean the consignor generating a new one. We confirm the new delivery date and any extra charge before we make the change.',
    'Once a shipment is Out for Delivery, the vehicle is already on its route and the address usually cannot be changed until after the attempt. For international shipments, changing the consignee or the place of delivery after departure may need an amendment to the bill of lading or air waybill and the agreement of the carrier and destination customs, which takes time and carries a fee.',
  ],
  'export-documents': [
    'Every export starts with your commercial invoice and packing list. The invoice shows the buyer, the goods with their HS codes, quantities, values, the currency and the Incoterm; the packing list shows what is in each package, with weights and dimensions. Our customs brokers use them, with your IEC, to file the shipping bill on ICEGATE. For a zero-rated export you also need either a letter of undertaking (LUT) or proof that IGST has been paid.',
    'The transport document comes from the carrier. For sea freight it is the bill of lading (B/L), issued by the shipping line or by us as a house B/L; check the draft carefully before the vessel sails, because under a letter of credit a single mismatch can lead the bank to refuse the documents. For air freight it is the air waybill (AWB), whose number is also used to track the cargo.',
    'A certificate of origin is needed when your buyer wants to claim lower duty under a trade agreement, such as the India–UAE CEPA, or when the buyer, a bank or destination customs ask for proof of origin. Preferential certificates are applied for on the DGFT’s online platform; others come from an authorised chamber of commerce. Some goods also need a phytosanitary certificate, a health certificate or an export licence.',
    'We tell you which documents your shipment needs when we quote. Our documentation guide (/support/documentation) explains each document, with a checklist of what to check before you send it.',
  ],
  'customs-clearance': [
    'We are a licensed, AEO-certified customs broker, so clearance is done by our own team. Before we can file for you, customs rules require an authority letter and KYC documents for your business. After that, send us the commercial invoice, packing list, transport document and any licence or certificate your goods need. For imports, send them before the vessel or flight arrives, because we can often file the bill of entry in advance.',
    'For exports we file the shipping bill, and for imports the bill of entry. Customs check the declared value, the HS classification and any licence requirements, and may examine the goods or raise a query. Shipments with complete and consistent documents usually clear without trouble; an examination, a query or a missing certificate can add days, and while the goods wait the tracking shows Held at Customs.',
    'On imports, duty is assessed on the value of the goods including freight and insurance, and usually consists of basic customs duty, a social welfare surcharge and IGST; registered businesses can generally claim the IGST as input tax credit. Duty is paid online before the goods are released, either by you directly or by us from our account, in which case we invoice it to you with the customs receipt.',
    'You remain the importer or exporter of record and are responsible for the value, classification and origin declared. Who pays the duty at destination depends on the Incoterm agreed with your buyer: under DDP it is the seller, and under most other terms the buyer.',
  ],
  'iec-code': [
    'The IEC is issued by the Directorate General of Foreign Trade (DGFT) and identifies your business on every shipping bill and bill of entry. Customs will not clear a commercial import or export without it, and banks ask for it when handling foreign exchange for trade.',
    'You apply online on the DGFT website with your business PAN, address and bank details, and the code issued is the same as your PAN. Individuals importing or exporting goods for personal use, not for trade, generally do not need an IEC.',
    'Keep your IEC up to date: the DGFT requires holders to confirm or update their details online once a year, and an IEC that has not been updated can be deactivated, which stops your shipments at customs.',
    'When you ship internationally with us, send your IEC with your KYC documents so that our brokers can file on your behalf. Road transport and warehousing within India do not need an IEC, but your GSTIN is needed for invoices and e-way bills.',
  ],
  'e-way-bill': [
    'The e-way bill links your tax invoice or delivery challan to the vehicle carrying the goods, and tax officers check it on the road. It is generally required for consignments valued over ₹50,000, including stock transfers between your own branches and goods sent for job work. Some states set a different limit for movements within the state, and inter-state movement of goods to a job worker needs one whatever the value.',
    'The consignor, the consignee or the transporter can generate it on the GST e-way bill portal. Part A holds the invoice details: GSTINs, invoice number and date, value and HSN codes. Part B holds the vehicle number and must be updated before the goods move to another vehicle, for example at one of our hubs.',
    'The e-way bill is valid for one day for every 200 km of the journey, or every 20 km for over-dimensional cargo. If a truck is delayed, the validity can be extended on the portal within eight hours before or after it expires. An e-way bill generated by mistake can be cancelled within 24 hours, as long as it has not been verified in transit.',
    'Before one of our trucks leaves, we check that the e-way bill, the invoice and the lorry receipt match the vehicle and the load, and our control room flags e-way bills that are about to expire. Goods moving without a valid e-way bill, or on a vehicle not shown in Part B, can be detained with the truck until tax and penalty are paid, so always generate it from the final invoice.',
  ],
  'hazardous-goods-packaging': [
    'Declare dangerous goods when you ask for a quote, before we accept the booking, and send the safety data sheet (SDS). From it we confirm the UN number, proper shipping name, hazard class and packing group, which decide how the goods must be packed and whether, and by which route, they can travel. Some goods can only fly on cargo aircraft, and some cannot fly at all.',
    'Use UN-specification packaging that has been tested for the packing group of your goods and carries the UN packaging mark, such as approved drums, jerrycans or boxes. Close inner containers securely and cushion them, add absorbent material for liquids, and do not pack different hazard classes together unless the rules allow it.',
    'Each package must show the UN number and proper shipping name, the hazard labels for its class and any handling labels required, such as orientation arrows. The shipment needs a dangerous goods declaration signed by a trained person: the Shipper’s Declaration for Dangerous Goods under the IATA rules for air, and a dangerous goods declaration under the IMDG Code for sea. Road movements follow the applicable Indian rules.',
    'Our trained staff check the packaging, marks, labels and paperwork before the cargo goes to the port or airport. Undeclared or wrongly declared dangerous goods can be refused, held or unloaded at your cost and can lead to penalties from carriers and authorities.',
  ],
  'lithium-batteries': [
    'Lithium batteries are dangerous goods (class 9) because they can overheat and catch fire. The rules depend on the chemistry and how the batteries travel: lithium ion batteries on their own are UN3480 and packed with or inside equipment UN3481, while lithium metal batteries are UN3090 and UN3091. Batteries installed in a device, such as a phone or a power tool, are the easiest to ship; loose batteries and power banks are the most restricted.',
    'We need the safety data sheet and the UN 38.3 test summary from the manufacturer, which shows that the battery design has passed the transport tests. Tell us the watt-hour rating (or the lithium content for lithium metal batteries), the number of cells and batteries in each package and the net weight.',
    'Pack batteries so that they cannot short-circuit or move: terminals covered or each battery in its own bag, devices switched off and protected against being switched on, and a strong rigid outer box. Packages need the lithium battery mark and, where required, the class 9 hazard label. By air, lithium batteries shipped on their own are not allowed on passenger aircraft, and lithium ion batteries shipped on their own must be at no more than 30% state of charge.',
    'Damaged, defective or recalled batteries cannot go by air at all and need special arrangements by sea or road. Sea and road shipments are regulated too, with different limits. Our trained dangerous goods staff check everything before the cargo is handed to the carrier.',
  ],
  'packaging-and-labelling': [
    'Pack for the whole journey: goods may be loaded and unloaded several times, stacked, and exposed to monsoon humidity or a long sea voyage. Use new, strong corrugated cartons (double or triple wall for heavy or export goods), fill empty space so that nothing moves, wrap items individually and protect corners and edges. Put heavy goods on pallets, secured with straps or stretch wrap and kept within the pallet’s footprint.',
    'Wooden pallets, crates and dunnage for export must usually be heat-treated and stamped under ISPM 15, or destination customs may refuse or fumigate the cargo at your cost. For sea freight, protect goods against moisture with liners or desiccants; for cold chain cargo, use the validated packaging we agree with you.',
    'Label each package on the top and at least one side with the shipper’s and consignee’s names, full addresses with PIN code and phone numbers, the tracking or booking number, and the package number in the form 1 of 5, matching the packing list. Add handling marks such as This Way Up, Fragile or Keep Dry where needed, and remove or cover old labels and barcodes.',
    'Declare accurate weights and dimensions: carriers re-weigh and measure cargo, and air freight for light, bulky packages is charged on volumetric weight. Under our terms we are not liable for damage caused by insufficient packing or marking, so good packaging also protects your claim.',
  ],
  'prohibited-items': [
    'We do not accept goods whose import, export or carriage is prohibited by Indian law or by the law of a transit or destination country; arms, ammunition and explosives; narcotics and psychotropic substances; radioactive material; counterfeit goods or goods that infringe intellectual property rights; or goods under sanctions or export controls without the required authorisation.',
    'Some items are restricted rather than prohibited. Live animals, human remains, currency, bullion, precious stones and negotiable instruments are carried only if we have agreed in writing beforehand. Dangerous goods, including lithium batteries, chemicals, paints, aerosols and gases, are carried only when properly declared, packed and documented. Perishable, temperature-sensitive and high-value goods must be declared so that we can plan the right handling.',
    'Many goods also need a licence, registration or certificate to leave India or to enter the destination country, for example medicines and medical devices, food products, plants and seeds, wildlife products and dual-use items under SCOMET. Rules differ by country and change often, so check with us before you book if you are unsure.',
    'Undeclared prohibited or dangerous goods can be refused, held, unloaded or handed to the authorities at any stage, at the shipper’s cost.',
  ],
  'refund-processing-time': [
    'Refunds are processed within 7–14 business days of approval and are paid back to the original payment method.',
    'A refund may be due when, for example, you paid in advance for a booking that was cancelled before pickup, paid the same invoice twice, or a disputed charge turned out to be wrong. Once it is approved, a credit note is issued against the original invoice so that your GST records stay correct. If you have a credit account with us, you can ask for the amount to be adjusted against your next invoice instead.',
    'Your bank may take a day or two to show the payment after we send it. If a refund has not arrived 14 business days after approval, write to support@globeroute.example with the invoice number and the date of approval.',
  ],
  'gst-invoice': [
    'Our prices are in Indian rupees, with GST charged in addition at the applicable rate. For each shipment you receive a GST tax invoice, with supporting receipts for any amounts we paid on your behalf, so that closing the shipment in your books is straightforward.',
    'To claim input tax credit, the invoice must show your GSTIN and legal name exactly as registered, with the billing address in the right state. Send these with your first booking, and tell us if a shipment should be billed to a different GSTIN, such as another branch or the consignee. A wrong or missing GSTIN means you cannot take the credit, and correcting an issued invoice needs a credit note and a new invoice.',
    'Customs duties, port and carrier charges that we pay for you are passed on at cost and shown separately with their receipts. Charges in foreign currency, such as overseas freight, are converted at the exchange rate on the date of our invoice.',
    'If something on an invoice looks wrong, tell us in writing within 15 days of receiving it, quoting the invoice number, and pay the undisputed part by the due date.',
  ],
  'payment-methods-and-credit': [
    'Pay by bank transfer – NEFT, RTGS or IMPS – to the account printed on our invoice, quoting the invoice number so that we can match the payment quickly. If you would like to pay another way, ask us before the due date. If you ever receive a message saying that our bank details have changed, call us on +91 22 4000 1234 to check before you pay.',
    'If you do not have a credit account, our charges are paid before we release the goods or the documents, such as the bill of lading. Regular shippers can apply for a credit account through their account manager or our support team; we review the application and agree a credit limit and period with you.',
    'With an approved credit account, invoices are due within 30 days of the invoice date unless your credit agreement says otherwise. Overdue amounts carry interest at 18% per year, and a claim against us is not a reason to hold back or set off payment.',
    'Duties and taxes paid on your behalf are invoiced with their receipts and are due on the same terms. We can hold goods and documents until overdue amounts are settled, so raise any query about an invoice early.',
  ],
  'create-account': [
    'Go to /signup, or choose Create an account on the customer portal page. Enter your full name, your work e-mail and a password of at least 8 characters with at least one letter and one digit. You are signed in as soon as the account is created, and next time you log in at /login.',
    'With an account, the customer portal shows every quote you request while signed in, with its status and our price, and the shipments we have booked for you with their live status. Your name, e-mail and phone are also filled in for you on the quote and support forms.',
    'Quotes you requested before creating the account, or while signed out, do not appear in the portal, but their reference numbers still work when you contact us.',
    'Give accurate details and keep your password to yourself: you are responsible for what is done under your account. If you think someone else has used it, reset your password and tell our support team at once.',
  ],
  'customer-portal': [
    'Log in at /login and open the customer portal at /support/customer-portal. The list of your quote requests shows each request you sent while signed in, newest first, with its reference, service, route, ready date, the date you sent it and its status.',
    'New means we have received the request and a specialist will pick it up shortly, Reviewing that a specialist is pricing it, and Quoted that our price has been sent to you; the amount is shown next to the status. Won means you accepted and the shipment is booked with us, and Lost that the request was closed.',
    'Your shipments lists each shipment booked for you, usually from an accepted quote, with its tracking number, status and current location, route, progress, estimated delivery date and the quote it came from. Select a tracking number to see every update on the Track Shipment page. You can also track any other shipment by entering its tracking number in the portal.',
    'From the portal you can request a new quote with your name, e-mail and phone already filled in. Links to contact support (available 24/7), the shipping documents guide and this help centre are at the bottom of the page. Accounts that are not used for more than 2 years may be closed; you can always open a new one.',
  ],
  'reset-password': [
    'On the login page (/login), follow the link “Forgot your password?”, or go straight to /forgot-password. Enter the e-mail address of your account and we send you a link to choose a new password. For your security, the page shows the same message whether or not an account exists for that address.',
    'The link works once and expires after one hour. Choose a new password of at least 8 characters with at least one letter and one digit, and enter it twice. If the link has expired or has already been used, request a new one from the same page.',
    'Resetting your password signs your account out on every device, so log in again with the new password. If the e-mail does not arrive within a few minutes, check your spam or junk folder and make sure you used the address you signed up with.',
    'If you did not ask for a reset, ignore the e-mail: your password stays as it is. After too many failed sign-in attempts, logging in is paused for a while; wait for the time shown and try again, or contact our support team if the problem continues.',
  ],
  'damage-or-loss-claim': [
    'At delivery, count the packages and look at them before you sign. Write any shortage, damage, or wet or broken packaging on the proof of delivery itself, and on the lorry receipt for road shipments, and ask the driver to countersign if possible. A clean signature on the POD makes a later claim much harder to prove.',
    'Keep the damaged goods and all the packaging as they are, and do not repair or throw anything away until we or the insurer’s surveyor have inspected them. Take clear photos of the packages before and after opening, of the labels and the damage, and of the inside of the truck or container if you can.',
    'Send written notice to support@globeroute.example within 7 days of delivery, with the tracking number and a short description of the loss or damage. If the goods never arrived, the notice must reach us within 7 days of the date they should have been delivered. Within 30 days of the notice, send the full claim: commercial invoice, packing list, lorry receipt, bill of lading or air waybill, the POD with your remarks, photos, any survey report, and the amount claimed with how it was calculated.',
    'If the goods are insured, tell your insurer at the same time, because insurers have their own notice rules and usually appoint a surveyor. We help you assemble the documents and pursue claims against carriers and other providers. Our own liability is limited, and a pending claim does not allow you to hold back payment of our invoices.',
  ],
  'cargo-insurance': [
    'The liability of carriers, and our own, for lost or damaged goods is limited, often to an amount per kilogram, and is usually far below the value of the goods. Cargo insurance pays out on the value you insure, subject to the policy terms, whoever was at fault.',
    'We can arrange all-risk cargo cover through our insurance partners for a single shipment or, for regular shippers, on an annual basis. The premium is quoted as a percentage of the invoice value and is usually a small fraction of a percent. Goods are commonly insured for the invoice value plus 10% to cover freight and other costs. Ask for cover in writing before the goods move: insurance cannot be added after a loss.',
    'Check whether you or your buyer should insure: under CIF and CIP the seller arranges insurance, while under EXW, FCA and FOB the buyer usually does. Standard policies often exclude temperature deviation and poor packing, so cold chain cargo needs a policy that specifically covers temperature deviation.',
    'When we arrange insurance, we act as your agent and the insurer’s terms apply; claims are made against the insurer, and we help you prepare them. Goods stored in our warehouses remain your property and should be covered by your own stock insurance, which we can also arrange.',
  ],
  'liability-limits': [
    'By road within India, our liability as a common carrier is governed by the Carriage by Road Act, 2007 and its rules. By sea, it depends on the bill of lading or sea waybill and the law that applies to it, such as the Carriage of Goods by Sea Act, 1925. For international carriage by air, the Montreal Convention applies, which limits liability to a fixed amount per kilogram.',
    'For warehousing, fulfilment, customs brokerage and other services, our liability is limited to the lower of the value of the goods and 2 SDR (Special Drawing Rights) per kilogram of the gross weight lost or damaged. Whatever the service, our total liability for any one event is capped at ₹25,00,000.',
    'We are not liable for indirect losses such as lost profit or missed sales, or for damage caused by insufficient packing, the nature of the goods, incorrect information or the actions of customs and other authorities. Where we accept liability for delay, it is limited to the charges for the service affected.',
    'You can get higher protection by declaring a higher value, if we accept it in writing and the extra charge is paid, or more simply by insuring the cargo. The full conditions are in our Terms and Conditions (/terms-and-conditions).',
  ],
};

export const HELP_ARTICLES: readonly HelpArticleContent[] = HELP_ARTICLE_INDEX.map((article) => {
  const body = BODIES[article.id];
  if (!body) throw new Error(`The help article "${article.id}" has no text`);
  return { ...article, body };
});

export function helpArticle(id: string): HelpArticleContent | undefined {
  return HELP_ARTICLES.find((article) => article.id === id);
}
