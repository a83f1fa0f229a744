import { describe, expect, it } from 'vitest';
import { seedDb } from '../../db/seed';
import { APPA_CARTYPE, APPA_CARUSETYPE, APPA_REGION } from '../calculators/tariffs/appa';
import { keysOf } from '../calculators/tariffs/types';
import { DEMO_VEHICLES, GENERATED_VEHICLES, seedVehicles, vinCheckDigit } from './vehicles';

const vehicles = seedVehicles();
const byPlate = (plate: string) => vehicles.find((vehicle) => vehicle.plate === plate);

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const PLATE = /^\d{2}[A-Z]{2}\d{3}$/;
const PASSPORT = /^A[A-Z]\d{7}$/;
const ID_CARD = /^\d{9}$/;
const TPIN = /^\d{8}$/;

describe('the CMTPL vehicle register (seed)', () => {
  it('is deterministic and is the db’s register', () => {
    expect(seedVehicles()).toEqual(seedVehicles());
    expect(seedDb().vehicles).toEqual(vehicles);
    expect(vehicles).toHaveLength(DEMO_VEHICLES.length + GENERATED_VEHICLES);
  });

  it('starts with the documented demo cars', () => {
    expect(vehicles.slice(0, 4).map((vehicle) => vehicle.plate)).toEqual(['35OO123', '01AB123', '77LL777', '10MO010']);
    expect(byPlate('35OO123')).toMatchObject({
      ownerDocument: 'AN1234567',
      ownerKind: 'person',
      ownerName: { am: 'Աննա Հակոբյան', en: 'Anna Hakobyan', ru: 'Анна Акопян' },
      carType: '1',
      powerHp: 150,
      bmClass: 10,
      region: 'YR',
      useType: '1',
      group: 'old',
    });
    expect(byPlate('01AB123')).toMatchObject({ ownerDocument: 'AP7654321', ownerName: { en: 'David Petrosyan' }, group: 'new' });
    expect(byPlate('77LL777')).toMatchObject({ ownerDocument: '02512345', ownerKind: 'company', carType: '3' });
    expect(byPlate('10MO010')).toMatchObject({ carType: '4' });
  });

  it('plates are unique Armenian plates; VINs are unique, 17 characters without I, O, Q, with a right check digit', () => {
    expect(new Set(vehicles.map((vehicle) => vehicle.plate)).size).toBe(vehicles.length);
    expect(new Set(vehicles.map((vehicle) => vehicle.vin)).size).toBe(vehicles.length);
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    for (const vehicle of vehicles) {
      expect(vehicle.plate).toMatch(PLATE);
      expect(vehicle.vin).toMatch(VIN);
      expect(vehicle.vin.charAt(8), vehicle.vin).toBe(vinCheckDigit(vehicle.vin));
    }
  });

  it('codes are the calculator’s; owners, power and classes are plausible', () => {
    const cartypes = keysOf(APPA_CARTYPE);
    const regions = keysOf(APPA_REGION);
    for (const vehicle of vehicles) {
      expect(cartypes).toContain(vehicle.carType);
      expect(regions).toContain(vehicle.region);
      const use = APPA_CARUSETYPE.find((row) => row.key === vehicle.useType);
      expect(use, vehicle.plate).toBeDefined();
      // Rental, driving school and passenger transport are for businesses only.
      if (use?.onlyWhen) expect(vehicle.ownerKind, vehicle.plate).toBe('company');
      expect(vehicle.powerHp).toBeGreaterThanOrEqual(70);
      expect(vehicle.powerHp).toBeLessThanOrEqual(400);
      expect(vehicle.bmClass).toBeGreaterThanOrEqual(1);
      expect(vehicle.bmClass).toBeLessThanOrEqual(25);
      expect(vehicle.year).toBeLessThanOrEqual(2026);
      if (vehicle.group !== 'new') expect(vehicle.year, vehicle.plate).toBeLessThanOrEqual(2021);
      expect(vehicle.ownerDocument).toMatch(vehicle.ownerKind === 'company' ? TPIN : new RegExp(`${PASSPORT.source}|${ID_CARD.source}`));
      expect(vehicle.ownerName.am).toMatch(/[\u0531-\u0587]/);
      expect(vehicle.ownerName.ru).toMatch(/[\u0400-\u04FF]/);
      expect(vehicle.ownerName.en).toMatch(/^[A-Za-z .-]+$/);
      if (vehicle.currentContractEnd !== null) expect(vehicle.currentContractEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('has a spread: both groups and none, all four vehicle types, persons and companies, many in class 10, contracts ended, ending and none', () => {
    const groups = new Set(vehicles.map((vehicle) => vehicle.group));
    expect(groups).toEqual(new Set(['old', 'new', null]));
    expect(new Set(vehicles.map((vehicle) => vehicle.carType))).toEqual(new Set(['1', '2', '3', '4']));
    expect(new Set(vehicles.map((vehicle) => vehicle.ownerKind))).toEqual(new Set(['person', 'company']));
    const classes = vehicles.map((vehicle) => vehicle.bmClass);
    expect(classes.filter((value) => value === 10).length).toBeGreaterThanOrEqual(5);
    expect(Math.min(...classes)).toBeLessThanOrEqual(3);
    expect(Math.max(...classes)).toBeGreaterThanOrEqual(15);
    const ends = vehicles.map((vehicle) => vehicle.currentContractEnd);
    expect(ends).toContain(null);
    expect(ends.some((end) => end !== null && end < '2026-11-01')).toBe(true);
    expect(ends.some((end) => end !== null && end >= '2026-11-01' && end <= '2026-12-01')).toBe(true);
  });
});
