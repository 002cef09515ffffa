import { count } from 'drizzle-orm';
import { gstinCheckCharacter, indianToday, type TruckPaperKind } from 'shared-api/schemas';
import type { Db } from '../db/client';
import { banks, billingParties, drivers, truckPapers, trucks, vehicles } from '../db/schema';
import { addDays } from '../modules/masters/expiry';
import { refreshNextExpiry } from '../modules/trucks/papers';

/*
 * Demo master data: the parties a mid-sized Pune transporter bills, the market lorries it hires, its
 * bank accounts, its own fleet (a few papers expiring or expired, so the dashboard and the bell have
 * something to say) and its drivers. Names are invented; GSTINs carry real check characters.
 */

/** A GSTIN for a state and PAN: entity 1, 'Z', and the check character. */
const gstin = (stateCode: string, pan: string) => {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

const PARTIES = [
  ['Sahyadri Agro Foods Pvt Ltd', '27', 'AACCS4821K', 'Pune', 'Meera Kulkarni', '9822011401', 45],
  ['Deccan Steel Traders', '27', 'AAFFD7312M', 'Mumbai', 'Imran Shaikh', '9820422190', 30],
  ['Narmada Cement Works Ltd', '24', 'AABCN5530Q', 'Ahmedabad', 'Hetal Patel', '9825098341', 60],
  ['Kaveri Textiles', '29', 'AAHFK2281B', 'Bengaluru', 'Suresh Gowda', '9845077120', 30],
  ['Ganga Pharma Distributors', '09', 'AAGCG6614D', 'Lucknow', 'Alok Srivastava', '9839011287', 21],
  ['Malabar Spices Export House', '32', 'AAKFM9043H', 'Kochi', 'Anil Menon', '9847022631', 45],
  ['Chambal Fertilisers Depot', '08', 'AADCC3710P', 'Kota', 'Ravi Meena', '9829033418', 30],
  ['Hooghly Paper Mills Ltd', '19', 'AABCH8125R', 'Kolkata', 'Sourav Das', '9830044179', 60],
  ['Coromandel Auto Parts', '33', 'AAGFC1452L', 'Chennai', 'Karthik Raman', '9840055266', 30],
  ['Indus Packaging Solutions', '06', 'AAECI7790N', 'Gurugram', 'Neha Arora', '9811066354', 15],
] as const;

const VEHICLES = [
  ['MH12QW4521', 'open_body', 'Baban Jadhav', '9881100211', 'ABXPJ4411K', 'Shivam Roadlines'],
  ['MH14GT7788', 'container', 'Kishor Pawar', '9881100322', 'AQWPP2290M', null],
  ['GJ05BX3310', 'trailer', 'Jayesh Transport Co', '9879000433', 'AAKFJ7712C', 'Navkar Brokers'],
  ['KA51AF9902', 'tanker', 'Manjunath S', '9880100544', 'BGTPS8831Q', null],
  ['RJ14GC6675', 'tipper', 'Mahendra Singh Rathore', '9829100655', 'CKUPR3321J', 'Marudhar Carriers'],
  ['23BH4410AC', 'reefer', 'Coolway Logistics LLP', '9920100766', 'AAQFC5521D', null],
] as const;

const TRUCKS: [string, string, string, string, string, Partial<Record<TruckPaperKind, number>>][] = [
  [
    'MH12AB1234',
    'open_body',
    'Tata',
    'LPT 1918',
    '16',
    { rc: 2900, insurance: 10, fitness: 210, national_permit: 180, puc: 45, road_tax: 300 },
  ],
  [
    'MH12CD5678',
    'container',
    'Ashok Leyland',
    'Ecomet 1615',
    '10',
    { rc: 3100, insurance: 160, fitness: -4, national_permit: 90, puc: 25 },
  ],
  [
    'MH14EF2468',
    'trailer',
    'BharatBenz',
    '4023T',
    '40',
    { rc: 3600, insurance: 240, fitness: 330, national_permit: 260, puc: 120 },
  ],
  ['MH12GH1357', 'tipper', 'Tata', 'Signa 2823.K', '25', { rc: 2500, insurance: 75, fitness: 140, state_permit: 6, puc: 70 }],
  ['MH04JK8642', 'reefer', 'Eicher', 'Pro 3015', '9', { rc: 3300, insurance: 300, fitness: 280, national_permit: 200, puc: 160 }],
  ['MH12LM9753', 'lcv', 'Mahindra', 'Furio 7', '4.5', { rc: 3400, insurance: 120, fitness: 400, state_permit: 150, puc: 90 }],
  [
    'MH14NP3690',
    'tanker',
    'Ashok Leyland',
    '2820',
    '20',
    { rc: 2700, insurance: 190, fitness: 170, national_permit: 120, puc: -12 },
  ],
];

const DRIVERS = [
  ['Ramesh Yadav', '9822100111', 'MH1420110062821', 900, 'Chakan, Pune'],
  ['Santosh Patil', '9822100222', 'MH1220150034417', 18, 'Hadapsar, Pune'],
  ['Gurpreet Singh', '9822100333', 'PB1020120019876', 1400, 'Ludhiana, Punjab'],
  ['Mohammed Rafiq', '9822100444', 'MH0420090078812', -9, 'Bhiwandi, Thane'],
  ['Vijay Kumar', '9822100555', 'UP3220140051234', 640, 'Kanpur, Uttar Pradesh'],
  ['Anil Shinde', '9822100666', 'MH1420180021190', 2100, 'Pimpri, Pune'],
] as const;

export async function seedDemoMasters(db: Db, today: string = indianToday()): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(billingParties);
  if (Number(existing?.total ?? 0) > 0) return 0;
  return db.transaction(async (tx) => {
    await tx.insert(billingParties).values(
      PARTIES.map(([name, stateCode, pan, city, contactPerson, phone, creditDays], index) => ({
        name,
        gstin: gstin(stateCode, pan),
        stateCode,
        pan,
        city,
        contactPerson,
        phone,
        email: `accounts@${name
          .toLowerCase()
          .replace(/[^a-z]+/g, '-')
          .replace(/^-|-$/g, '')}.example`,
        creditDays,
        openingBalancePaise: index % 3 === 0 ? (index + 1) * 1_25_000_00 : 0,
        openingBalanceSide: 'Dr' as const,
      })),
    );
    await tx.insert(vehicles).values(
      VEHICLES.map(([registrationNumber, vehicleType, ownerName, ownerPhone, ownerPan, brokerName], index) => ({
        registrationNumber,
        vehicleType,
        ownerName,
        ownerPhone,
        ownerPan,
        brokerName,
        ownerDeclaredSmallFleet: index % 2 === 0,
        bankAccountName: ownerName,
        bankAccountNumber: `5010012345${String(index).padStart(4, '0')}`,
        bankIfsc: 'HDFC0000123',
        bankName: 'HDFC Bank',
      })),
    );
    await tx.insert(banks).values([
      {
        name: 'HDFC current',
        accountType: 'current',
        bankName: 'HDFC Bank',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0001234',
        branch: 'Pune Camp',
        openingBalancePaise: 8_45_000_00,
      },
      {
        name: 'SBI OD',
        accountType: 'od',
        bankName: 'State Bank of India',
        accountNumber: '39876543210',
        ifsc: 'SBIN0005943',
        branch: 'Bhosari MIDC',
        openingBalancePaise: 2_10_000_00,
        openingBalanceSide: 'Cr',
      },
    ]);
    for (const [registrationNumber, truckType, make, model, capacityTonnes, papers] of TRUCKS) {
      const [truck] = await tx
        .insert(trucks)
        .values({
          registrationNumber,
          truckType: truckType as never,
          make,
          model,
          capacityTonnes,
          odometerKm: 40_000 + registrationNumber.charCodeAt(9) * 1_000,
        })
        .returning({ id: trucks.id });
      await tx.insert(truckPapers).values(
        Object.entries(papers).map(([kind, days]) => ({
          truckId: truck!.id,
          kind: kind as TruckPaperKind,
          number: `${kind.slice(0, 3).toUpperCase()}-${registrationNumber.slice(-4)}`,
          expiresOn: addDays(today, days),
        })),
      );
      await refreshNextExpiry(tx, truck!.id);
    }
    await tx.insert(drivers).values(
      DRIVERS.map(([name, phone, licenceNumber, days, address]) => ({
        name,
        phone,
        licenceNumber,
        licenceExpiresOn: addDays(today, days),
        address,
      })),
    );
    return PARTIES.length + VEHICLES.length + 2 + TRUCKS.length + DRIVERS.length;
  });
}
