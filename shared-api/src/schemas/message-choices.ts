// The contact forms' choices without zod, so a page can render the form before its validation loads.

/** Which public form a message came from: /contact or /support/contact-support. */
export const messageKinds = ['contact', 'support'] as const;
export type MessageKind = (typeof messageKinds)[number];

/** What the message is about, so staff can route it without reading it first. */
export const messageTopics = ['general', 'quote', 'shipment', 'billing', 'documents', 'account', 'feedback'] as const;
export type MessageTopic = (typeof messageTopics)[number];

export const messageTopicLabels: Record<MessageTopic, string> = {
  general: 'General enquiry',
  quote: 'Quotes and rates',
  shipment: 'A shipment in progress',
  billing: 'Invoices and payments',
  documents: 'Shipping documents',
  account: 'My account',
  feedback: 'Feedback or complaint',
};
