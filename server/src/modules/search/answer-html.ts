import { shipmentStatusLabels, type ShipmentStatus } from 'shared-api/schemas';
import type { TrackingAnswer } from '../shipments/service';

/**
 * The HTML of a tracking answer and of a search's results for a visitor without JavaScript (issue 26),
 * put by noscript-answers.ts into the page's `<noscript data-answer>` slot. The words are the pages'
 * own (remote-marketing/src/features/tracking/tracking-result.tsx and format.ts,
 * remote-search/src/search-page/search-page.tsx and result-card.tsx): keep them in step.
 */

/** Markup that is already safe: everything else put into `html` is escaped. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/**
 * A template whose every interpolation is escaped unless it is Html (or a list of it). The template's
 * own line breaks and indents become one space, as the browser reads them anyway (no <pre> here).
 */
export function html(strings: TemplateStringsArray, ...values: readonly Part[]): Html {
  const literal = (index: number) => strings[index]!.replace(/\s+/g, ' ');
  let text = literal(0);
  for (let index = 1; index < strings.length; index += 1) text += render(values[index - 1]) + literal(index);
  return new Html(text);
}

// ---------------------------------------------------------------------------------------------------
// Dates and the journey, said as the tracking page says them (remote-marketing/…/tracking/format.ts).

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function readDate(value: string): Date | undefined {
  const date = new Date(DAY_ONLY.test(value) ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 18 Mar 2025; unreadable text is shown as it came. */
export function formatDay(value: string): string {
  return readDate(value)?.toLocaleDateString('en-IN', { dateStyle: 'medium' }) ?? value;
}

/** Tuesday, 18 March 2025. */
export function formatDeliveryDay(value: string): string {
  return readDate(value)?.toLocaleDateString('en-IN', { dateStyle: 'full' }) ?? value;
}

type Update = TrackingAnswer['updates'][number];

const padTime = (time: string) => (/^\d:\d{2}/.test(time) ? `0${time}` : time);

function updateMoment(update: Update): string | undefined {
  if (!DAY_ONLY.test(update.date) || !/^\d{2}:\d{2}(:\d{2})?$/.test(padTime(update.time))) return undefined;
  return `${update.date}T${padTime(update.time)}`;
}

/** The scans, newest first (ties keep the later entry first); unreadable moments: the server's order reversed. */
export function newestFirst(updates: readonly Update[]): Update[] {
  const moments = updates.map(updateMoment);
  if (moments.some((moment) => moment === undefined)) return [...updates].reverse();
  return updates
    .map((update, index) => ({ update, index, moment: moments[index]! }))
    .sort((a, b) => (a.moment === b.moment ? b.index - a.index : a.moment < b.moment ? 1 : -1))
    .map(({ update }) => update);
}

/** 0–100, whole. */
export const percentOf = (value: number) => Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));

type Tone = 'start' | 'moving' | 'near' | 'done' | 'alert' | 'closed' | 'neutral';

const TONE_OF: Record<ShipmentStatus, Tone> = {
  booked: 'neutral',
  picked_up: 'start',
  in_transit: 'moving',
  out_for_delivery: 'near',
  delivered: 'done',
  delayed: 'alert',
  customs_hold: 'alert',
  delivery_failed: 'alert',
  returned: 'closed',
  cancelled: 'closed',
};

function toneOf(label: string): Tone {
  const wanted = label.trim().toLowerCase();
  const code = (Object.keys(shipmentStatusLabels) as ShipmentStatus[]).find(
    (status) => status === wanted || shipmentStatusLabels[status].toLowerCase() === wanted,
  );
  return code ? TONE_OF[code] : 'neutral';
}

// ---------------------------------------------------------------------------------------------------
// Styles. The page's own stylesheets are not loaded without JavaScript, and its inlined critical CSS
// holds only what the frame uses: every token has a fallback, every class is `na-`.

const STYLE = `
.na{display:block;margin:1.5rem 0;color:var(--c-text,#0f172a);font-family:var(--font-sans,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif);line-height:1.55;overflow-wrap:anywhere}
.na *{box-sizing:border-box}
.na a{color:var(--c-primary,#0b3d91)}
.na h2{margin:0 0 .5rem;font-size:1.25rem;line-height:1.3}
.na-card{background:var(--c-bg,#fff);border:1px solid var(--c-border,#cbd5e1);border-radius:var(--radius-lg,14px);padding:1rem;box-shadow:0 1px 2px rgb(15 23 42/8%)}
.na-card>:first-child{margin-top:0}.na-card>:last-child{margin-bottom:0}
.na-kicker,.na-facts dt{margin:0;color:var(--c-muted,#475569);font-size:.75rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase}
.na-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1rem}
.na .na-number{margin:0;font-size:1.5rem;line-height:1.2;letter-spacing:.02em}
.na-badge{display:inline-block;padding:.3rem .8rem;border-radius:999px;font-weight:700;font-size:.9375rem;background:#f1f5f9;color:#475569}
.na-start{background:#fef3c7;color:#92400e}.na-moving{background:#e0f2fe;color:#075985}.na-near{background:#ede9fe;color:#5b21b6}
.na-done{background:#dcfce7;color:#166534}.na-alert{background:#fee2e2;color:#991b1b}
.na-facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem 1.5rem;margin:1.25rem 0}
.na-facts dd{margin:.1rem 0 0;font-weight:600}
.na-route{margin:0 0 .25rem;font-weight:600}
.na-pin{display:grid;gap:.35rem;max-width:22rem;margin:1rem 0;padding:1rem;border:1px solid var(--c-border,#cbd5e1);border-radius:.5rem}
.na-pin label{font-weight:600}
.na-pin input[name=pin]{font:inherit;padding:.5rem .75rem;border:1px solid var(--c-border,#94a3b8);border-radius:.375rem}
.na-pin button{justify-self:start;font:inherit;font-weight:600;padding:.5rem 1rem;border:0;border-radius:.375rem;background:var(--c-primary,#0b3b8c);color:#fff;cursor:pointer}
.na-meter{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem}
.na-track{flex:1 1 12rem;height:.6rem;border-radius:999px;background:#e2e8f0;overflow:hidden}
.na-fill{display:block;height:100%;border-radius:999px;background:var(--c-primary,#0b3d91);background:linear-gradient(90deg,var(--c-primary,#0b3d91),var(--c-accent,#f97316))}
.na-h3{margin:1.5rem 0 .75rem;font-size:1.125rem}
.na-note{color:var(--c-muted,#475569);font-weight:400;font-size:.875rem}
.na-timeline{list-style:none;margin:0;padding:0 0 0 1rem;border-left:2px solid var(--c-border,#cbd5e1)}
.na-timeline li{position:relative;padding:0 0 1rem .75rem}
.na-timeline li:last-child{padding-bottom:0}
.na-timeline li::before{content:'';position:absolute;left:calc(-1rem - 7px);top:.35rem;width:12px;height:12px;border-radius:50%;background:var(--c-bg,#fff);border:2px solid var(--c-primary,#0b3d91)}
.na-timeline li:first-child::before{background:var(--c-primary,#0b3d91)}
.na-timeline p{margin:0}
.na-when,.na-muted{color:var(--c-muted,#475569);font-size:.875rem}
.na-status{font-weight:700}
.na-alert-box{padding:.75rem 1rem;border-radius:var(--radius-md,8px);border:1px solid #bae6fd;background:#f0f9ff;color:#0c4a6e}
.na-alert-box.na-error{border-color:#fecaca;background:var(--c-danger-soft,#fef2f2);color:var(--c-danger,#b91c1c)}
.na-tips{padding-left:1.25rem}.na-tips li{margin:.35rem 0}
.na-code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.na-tabs{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 1rem;padding:0;list-style:none}
.na-tabs a,.na-tabs strong{display:inline-block;padding:.35rem .9rem;border:1px solid var(--c-border,#cbd5e1);border-radius:999px;text-decoration:none}
.na-tabs strong{background:var(--c-primary,#0b3d91);border-color:var(--c-primary,#0b3d91);color:#fff}
.na-summary{margin:0 0 1rem;color:var(--c-muted,#475569)}
.na-results{display:grid;gap:.75rem;margin:0;padding:0;list-style:none}
.na-results .na-card h2{margin:.25rem 0;font-size:1.125rem;line-height:1.3}
.na-results .na-card p{margin:0}
.na-meta{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;font-size:.8125rem;color:var(--c-muted,#475569)}
.na-type{padding:.1rem .55rem;border-radius:999px;background:var(--c-primary-soft,#e8effb);color:var(--c-primary-dark,#072a66);font-weight:700}
@media (min-width:40em){.na-card{padding:1.5rem 2rem}.na .na-number{font-size:2rem}}
`
  .trim()
  .replace(/\n/g, '');

/** The block put into a slot: its styles and its content. */
function block(kind: 'tracking' | 'search', content: Html): Html {
  return html`<style>
      ${new Html(STYLE + (kind === 'search' ? HIDE_SEARCH_HINT : ''))}
    </style>
    <div class="na" data-answer-for="${kind}">${content}</div>`;
}

/**
 * The search page's frame is prerendered without a query, so after its slot it says "Enter a search
 * term…"; with the results above, that hint is hidden (these styles apply only when scripts are off).
 */
const HIDE_SEARCH_HINT = 'noscript[data-answer="search"]~*{display:none}';

// ---------------------------------------------------------------------------------------------------
// Tracking

/** A found shipment: as the page's TrackingResultCard. */
/**
 * A trip's consignment without its parties and lorry: the page's PIN form, a plain GET to this page,
 * saying so when the PIN given was not the delivery address's.
 */
function pinForm(trackingNumber: string, wrongPin: boolean): Html {
  const hint = wrongPin
    ? 'That is not the PIN code of the delivery address. Names and the lorry number stay hidden.'
    : 'Names and the lorry number are shown to whoever also knows the PIN code of the delivery address.';
  return html`<form method="get" class="na-pin" aria-label="Show the consignment's details">
    <input type="hidden" name="number" value="${trackingNumber}" />
    <label for="na-pin">Destination PIN code</label>
    <p id="na-pin-hint" class="na-muted">${hint}</p>
    <input
      id="na-pin"
      name="pin"
      inputmode="numeric"
      autocomplete="postal-code"
      maxlength="7"
      required
      aria-describedby="na-pin-hint"
      ${wrongPin ? html` aria-invalid="true"` : ''}
    />
    <button type="submit">Show details</button>
  </form>`;
}

/** `wrongPin`: a PIN code was given and is not the delivery address's. */
export function trackingFound(result: TrackingAnswer, { wrongPin = false }: { wrongPin?: boolean } = {}): Html {
  const percent = percentOf(result.progress);
  const updates = newestFirst(result.updates);
  const when = (moment: string | undefined, text: string) =>
    moment ? html`<time datetime="${moment}">${text}</time>` : html`${text}`;
  const header = html`<header class="na-head">
    <div>
      <p class="na-kicker">Tracking number</p>
      <h2 class="na-number">${result.trackingNumber}</h2>
    </div>
    <span class="na-badge na-${toneOf(result.status)}">${result.status}</span>
  </header>`;
  const delivery = result.estimatedDelivery
    ? when(readDate(result.estimatedDelivery) && result.estimatedDelivery, formatDeliveryDay(result.estimatedDelivery))
    : 'Not yet planned';
  const facts = html`<dl class="na-facts">
    <div>
      <dt>Origin</dt>
      <dd>${result.origin}</dd>
    </div>
    <div>
      <dt>Destination</dt>
      <dd>${result.destination}</dd>
    </div>
    <div>
      <dt>Estimated delivery</dt>
      <dd>${delivery}</dd>
    </div>
    <div>
      <dt>Current location</dt>
      <dd>${result.currentLocation}</dd>
    </div>
    ${
      result.consignee
        ? html`<div>
            <dt>Consignee</dt>
            <dd>${result.consignee}</dd>
          </div>`
        : ''
    }
  </dl>`;
  const journey = html`<p class="na-route">${result.origin} → ${result.destination}</p>
    <div class="na-meter">
      <span class="na-track"><span class="na-fill" style="width:${percent}%"></span></span
      ><span>${percent}% of the journey done</span>
    </div>`;
  const events = updates.map(
    (update) =>
      html`<li>
        <p class="na-when">${when(updateMoment(update), `${formatDay(update.date)}, ${update.time}`)}</p>
        <p class="na-status">${update.status}</p>
        <p>${update.location}</p>
        ${update.description ? html`<p class="na-muted">${update.description}</p>` : ''}
      </li>`,
  );
  const timeline =
    events.length > 0
      ? html`<ol class="na-timeline">
          ${events}
        </ol>`
      : html`<p class="na-muted">No scans have been recorded for this shipment yet.</p>`;
  return block(
    'tracking',
    html`<article class="na-card" aria-label="Shipment ${result.trackingNumber}">
      ${header}${facts}${journey}${result.details === 'hidden' ? pinForm(result.trackingNumber, wrongPin) : ''}
      <h3 class="na-h3">Shipment history <span class="na-note">(newest first)</span></h3>
      ${timeline}
    </article>`,
  );
}

/** An unknown number: as the page's TrackingNotFound. */
export function trackingNotFound(number: string): Html {
  return block(
    'tracking',
    html`<div class="na-card">
      <h2>Tracking number not found</h2>
      <p>We have no shipment with the number <strong class="na-code">${number}</strong>.</p>
      <ul class="na-tips">
        <li>Check the number against your booking confirmation or lorry receipt: it is letters and digits, with no spaces.</li>
        <li>A shipment booked in the last few hours may not have its first scan yet – try again a little later.</li>
        <li>
          Still cannot find it?
          <a href="/support/contact-support?reference=${encodeURIComponent(number)}">Contact support</a> with the number – our
          team is available 24/7.
        </li>
      </ul>
    </div>`,
  );
}

/** Not a tracking number at all: the schema's reason, as the page says it. */
export function trackingInvalid(typed: string, reason: string): Html {
  return block(
    'tracking',
    html`<p class="na-alert-box" role="alert">
      “${typed.slice(0, 60)}” is not a tracking number we recognise: ${reason}. Please check it and try again.
    </p>`,
  );
}

/** Something other than the answer: over the limit, or the lookup failed. */
export function trackingTrouble(text: string): Html {
  return block('tracking', html`<p class="na-alert-box na-error" role="alert">${text}</p>`);
}

// ---------------------------------------------------------------------------------------------------
// Search

export type ContentType = 'all' | 'service' | 'industry' | 'help';

/** The page's tabs (remote-search/src/common/content-types.ts), in its order. */
export const SEARCH_TABS: readonly { value: ContentType; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'service', label: 'Services' },
  { value: 'industry', label: 'Industries' },
  { value: 'help', label: 'Help' },
];

/** One result, whatever call found it. */
export interface FoundItem {
  type: 'service' | 'industry' | 'help';
  id: string;
  title: string;
  category: string;
  summary: string;
}

const TYPE_LABELS: Record<FoundItem['type'], string> = { service: 'Service', industry: 'Industry', help: 'Help' };

/**
 * Where a result leads. Services and industries as on the page (their slug is the row's id); a help
 * article to its own page, since the page's link (the help center, with the article in router state)
 * cannot carry the article without JavaScript.
 */
export function itemPath(item: Pick<FoundItem, 'type' | 'id'>): string {
  const id = encodeURIComponent(item.id);
  if (item.type === 'service') return `/services/${id}`;
  if (item.type === 'industry') return `/industries/${id}`;
  return `/support/help-center/${id}`;
}

export const searchPageUrl = (query: string, type: ContentType) => `/search?${new URLSearchParams({ q: query, type })}`;

function tabs(query: string, current: ContentType): Html {
  return html`<nav aria-label="Search in">
    <ul class="na-tabs">
      ${SEARCH_TABS.map((tab) =>
        tab.value === current
          ? html`<li><strong aria-current="page">${tab.label}</strong></li>`
          : html`<li><a href="${searchPageUrl(query, tab.value)}">${tab.label}</a></li>`,
      )}
    </ul>
  </nav>`;
}

function summaryText(query: string, shown: number, total: number): string {
  const noun = total === 1 ? 'result' : 'results';
  return total > shown ? `Showing the first ${shown} of ${total} ${noun} for "${query}"` : `${total} ${noun} for "${query}"`;
}

/** The results of a search, each a link, or the page's "No results found". */
export function searchResults(query: string, type: ContentType, items: readonly FoundItem[], total: number): Html {
  if (items.length === 0) {
    const tabLabel = SEARCH_TABS.find((tab) => tab.value === type)?.label;
    return block(
      'search',
      html`${tabs(query, type)}
        <div class="na-card">
          <h2>No results found</h2>
          <p>
            Nothing matched "${query}"${type !== 'all' ? ` in ${tabLabel}` : ''}. Check the spelling or try fewer, more general
            words.
          </p>
          ${type !== 'all' ? html`<p><a href="${searchPageUrl(query, 'all')}">Search all content</a></p>` : ''}
          <p>
            Still stuck? Browse the <a href="/support/help-center">help center</a> or
            <a href="/support/contact-support">contact support</a>. Our support team is available 24/7.
          </p>
        </div>`,
    );
  }
  return block(
    'search',
    html`${tabs(query, type)}
      <p class="na-summary">${summaryText(query, items.length, total)}</p>
      <ol class="na-results" aria-label="Results">
        ${items.map(
          (item) =>
            html`<li class="na-card">
              <div class="na-meta"><span class="na-type">${TYPE_LABELS[item.type]}</span><span>${item.category}</span></div>
              <h2><a href="${itemPath(item)}">${item.title}</a></h2>
              <p>${item.summary}</p>
            </li>`,
        )}
      </ol>`,
  );
}

/** Not a search the server takes (too long), over the limit, or the search failed. */
export function searchTrouble(text: string): Html {
  return block('search', html`<p class="na-alert-box na-error" role="alert">${text}</p>`);
}
