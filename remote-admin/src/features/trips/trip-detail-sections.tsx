import { Link } from 'react-router-dom';
import { useCan } from 'shared-api';
import {
  chargeEffectLabels,
  chargeSideLabels,
  freightTermsLabels,
  gstPayerLabels,
  paymentModeLabels,
  riskTypeLabels,
  truckTypeLabels,
  truckTypes,
  tripChargeKindLabels,
  type RateBasis,
  type TripDetail,
  type TripParty,
} from 'shared-api/schemas';
import { DetailCard, Fact, Facts, formatCount, formatDate, formatPaise, telHref } from '../../ui';
import { historyPath } from '../payments/payment-paths';
import styles from './trips.module.css';

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;

const vehicleTypeLabel = (type: string | null) => {
  const known = truckTypes.find((truckType) => truckType === type);
  return known ? truckTypeLabels[known] : orDash(type);
};

const RATE_UNITS: Record<RateBasis, string> = { fixed: 'fixed', per_tonne: 'per tonne', per_km: 'per km' };
const rateText = (paise: number | null, basis: RateBasis | null) =>
  paise === null || basis === null ? '—' : `${formatPaise(paise)} ${RATE_UNITS[basis]}`;

const tonnes = (value: string | null) => (value === null ? '—' : `${value} t`);
const km = (value: number | null) => (value === null ? '—' : `${formatCount(value)} km`);

function Phone({ phone }: { phone: string | null }) {
  return phone ? <a href={telHref(phone)}>{phone}</a> : <>—</>;
}

function PartyFacts({ party }: { party: TripParty }) {
  return (
    <Facts>
      <Fact term="Name">{party.name}</Fact>
      <Fact term="Address">{orDash(party.address)}</Fact>
      <Fact term="GSTIN">{orDash(party.gstin)}</Fact>
      <Fact term="Phone">
        <Phone phone={party.phone} />
      </Fact>
    </Facts>
  );
}

export function PartiesCard({ trip }: { trip: TripDetail }) {
  return (
    <DetailCard title="Parties">
      <div className={styles.columns}>
        <section aria-label="Billing party">
          <h3 className={styles.subTitle}>Billing party</h3>
          <Facts>
            <Fact term="Name">{trip.billingParty.name}</Fact>
            <Fact term="GSTIN">{orDash(trip.billingParty.gstin)}</Fact>
            <Fact term="E-mail">
              {trip.billingParty.email ? <a href={`mailto:${trip.billingParty.email}`}>{trip.billingParty.email}</a> : '—'}
            </Fact>
          </Facts>
        </section>
        <section aria-label="Consignor">
          <h3 className={styles.subTitle}>Consignor</h3>
          <PartyFacts party={trip.consignor} />
        </section>
        <section aria-label="Consignee">
          <h3 className={styles.subTitle}>Consignee</h3>
          <PartyFacts party={trip.consignee} />
          <Facts>
            <Fact term="Delivery address">
              {trip.deliveryAddress ?? (trip.consignee.address ? "The consignee's address" : '—')}
            </Fact>
          </Facts>
        </section>
      </div>
    </DetailCard>
  );
}

export function RouteAndGoodsCard({ trip }: { trip: TripDetail }) {
  const seesAmounts = useCan('amounts.read');
  return (
    <DetailCard title="Route and goods">
      <Facts termsBeside>
        <Fact term="Route">
          {trip.origin} <span aria-hidden="true">→</span>
          <span className="ui-visually-hidden">to</span> {trip.destination}
        </Fact>
        <Fact term="Distance">{km(trip.distanceKm)}</Fact>
        <Fact term="Goods">{trip.goodsDescription}</Fact>
        <Fact term="Packages">
          {trip.packages === null ? '—' : formatCount(trip.packages)}
          {trip.packing && ` (${trip.packing})`}
        </Fact>
        <Fact term="Actual weight">{tonnes(trip.actualWeightTonnes)}</Fact>
        <Fact term="Charged weight">{trip.chargedWeightTonnes === null ? 'As actual' : tonnes(trip.chargedWeightTonnes)}</Fact>
        {seesAmounts && <Fact term="Declared value">{formatPaise(trip.declaredValuePaise)}</Fact>}
        <Fact term="Shipper's invoice">
          {trip.invoiceNumber
            ? [
                trip.invoiceNumber,
                trip.invoiceDate && formatDate(trip.invoiceDate),
                seesAmounts && trip.invoiceValuePaise !== null && formatPaise(trip.invoiceValuePaise),
              ]
                .filter(Boolean)
                .join(' · ')
            : '—'}
        </Fact>
        <Fact term="E-way bill">
          {trip.ewayBillNumber
            ? `${trip.ewayBillNumber}${trip.ewayBillValidUntil ? `, valid until ${formatDate(trip.ewayBillValidUntil)}` : ''}`
            : '—'}
        </Fact>
      </Facts>
    </DetailCard>
  );
}

export function VehicleCard({ trip }: { trip: TripDetail }) {
  const seesAmounts = useCan('amounts.read');
  const driven = trip.startKm !== null && trip.endKm !== null ? trip.endKm - trip.startKm : null;
  return (
    <DetailCard title="Vehicle and driver">
      {trip.fleet === 'own' ? (
        <Facts termsBeside>
          <Fact term="Truck">
            {trip.truck ? (
              <>
                <Link to={`/admin/trucks/${trip.truck.id}`}>{trip.truck.registrationNumber}</Link> ·{' '}
                {vehicleTypeLabel(trip.truck.truckType)}
              </>
            ) : (
              '—'
            )}
          </Fact>
          <Fact term="Driver">
            {trip.driver ? (
              <>
                <Link to={`/admin/drivers/${trip.driver.id}`}>{trip.driver.name}</Link> · <Phone phone={trip.driver.phone} />
              </>
            ) : (
              '—'
            )}
          </Fact>
          <Fact term="Start km">{km(trip.startKm)}</Fact>
          <Fact term="End km">{km(trip.endKm)}</Fact>
          <Fact term="Distance run">{km(driven)}</Fact>
        </Facts>
      ) : (
        <Facts termsBeside>
          <Fact term="Market vehicle">
            {trip.vehicle ? `${trip.vehicle.registrationNumber} · ${vehicleTypeLabel(trip.vehicle.vehicleType)}` : '—'}
          </Fact>
          <Fact term="Owner">{trip.vehicle?.ownerName ?? '—'}</Fact>
          <Fact term="Driver">
            {orDash(trip.marketDriverName)}
            {trip.marketDriverPhone && (
              <>
                {' · '}
                <Phone phone={trip.marketDriverPhone} />
              </>
            )}
          </Fact>
          {seesAmounts && <Fact term="Hire rate">{rateText(trip.hireRatePaise, trip.hireRateBasis)}</Fact>}
        </Facts>
      )}
    </DetailCard>
  );
}

function Amount({ term, paise, strong = false }: { term: string; paise: number | null; strong?: boolean }) {
  return (
    <div className={[styles.figure, strong && styles.figureStrong].filter(Boolean).join(' ')}>
      <dt>{term}</dt>
      <dd>{formatPaise(paise)}</dd>
    </div>
  );
}

/** Every figure as the server computed it (trip.amounts); nothing is added up here. */
export function AmountsCard({ trip }: { trip: TripDetail }) {
  const seesProfit = useCan('reports');
  const { amounts } = trip;
  return (
    <DetailCard title="Freight and amounts">
      <Facts termsBeside>
        <Fact term="Freight terms">{freightTermsLabels[trip.freightTerms]}</Fact>
        <Fact term="GST paid by">{gstPayerLabels[trip.gstPayer]}</Fact>
        <Fact term="Risk">{riskTypeLabels[trip.risk]}</Fact>
        <Fact term="Rate">{rateText(trip.ratePaise, trip.rateBasis)}</Fact>
      </Facts>
      <div className={styles.columns}>
        <section aria-label="Party side">
          <h3 className={styles.subTitle}>Party side</h3>
          <dl className={styles.figures}>
            <Amount term="Freight" paise={trip.freightPaise} />
            <Amount term="Party charges" paise={amounts.partyChargesPaise} />
            <Amount term="Party total" paise={amounts.partyTotalPaise} strong />
            <Amount term="Party advance" paise={trip.partyAdvancePaise} />
            <Amount term="Party balance" paise={amounts.partyBalancePaise} strong />
          </dl>
          {trip.partyAdvanceReceipt && (
            <p className={styles.note}>
              Advance received{' '}
              {trip.partyAdvanceReceipt.mode === 'cash'
                ? 'in cash'
                : `by ${paymentModeLabels[trip.partyAdvanceReceipt.mode].toLowerCase()}`}
              {trip.partyAdvanceReceipt.bank && <> into {trip.partyAdvanceReceipt.bank.name}</>}, receipt{' '}
              <Link to={historyPath(trip.partyAdvanceReceipt.reference)}>{trip.partyAdvanceReceipt.reference}</Link>
            </p>
          )}
        </section>
        {trip.fleet === 'market' && (
          <section aria-label="Vehicle side">
            <h3 className={styles.subTitle}>Vehicle side</h3>
            <dl className={styles.figures}>
              <Amount term="Hire" paise={trip.hirePaise} />
              <Amount term="Vehicle charges" paise={amounts.vehicleChargesPaise} />
              <Amount term="Hire advance" paise={trip.hireAdvancePaise} />
              <Amount term="Commission" paise={trip.commissionPaise} />
              <Amount term="Owner payable" paise={amounts.ownerPayablePaise} strong />
            </dl>
          </section>
        )}
      </div>
      {seesProfit && (
        <>
          <dl className={styles.figures}>
            <Amount term="Estimated profit" paise={amounts.estimatedProfitPaise} strong />
          </dl>
          {trip.fleet === 'own' && (
            <p className={styles.note}>Before the truck&apos;s trip expenses, which are recorded later.</p>
          )}
        </>
      )}
    </DetailCard>
  );
}

export function ChargesCard({ trip }: { trip: TripDetail }) {
  return (
    <DetailCard title="Charges">
      {trip.charges.length === 0 ? (
        <p className={styles.note}>No extra charges.</p>
      ) : (
        <div className={styles.tableScroller}>
          <table className={styles.table}>
            <caption className="ui-visually-hidden">Charges of trip {trip.tripNo}</caption>
            <thead>
              <tr>
                <th scope="col">Charge</th>
                <th scope="col">Side</th>
                <th scope="col">Effect</th>
                <th scope="col" className={styles.end}>
                  Amount
                </th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {trip.charges.map((charge, index) => (
                <tr key={`${charge.kind}-${index}`}>
                  <th scope="row">{tripChargeKindLabels[charge.kind]}</th>
                  <td>{chargeSideLabels[charge.side]}</td>
                  <td>{chargeEffectLabels[charge.effect]}</td>
                  <td className={styles.end}>
                    {charge.effect === 'deduct' ? '−' : ''}
                    {formatPaise(charge.amountPaise)}
                  </td>
                  <td>{orDash(charge.note)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DetailCard>
  );
}
