import { Trans } from '@lingui/react/macro';
import { Paper, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import type { Contract, Vehicle } from '@/shared/api';
import classes from './wizard.module.css';

/** A fact the backend left out is shown as a dash (docs/decisions/tolerant-schemas.md). */
const shown = (value: string | number | null) => (value === null || value === '' ? '—' : value);

/** The car found on CMTPL step 1 (§2 "Vehicle data shown in CMTPL steps"). */
export function VehicleFacts({ vehicle }: { vehicle: Vehicle }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="vehicle-facts-title">
      <Title order={2} size="h4" id="vehicle-facts-title" mb="sm">
        <Trans>Your car</Trans>
      </Title>
      <dl className={classes.facts}>
        <dt><Trans>Plate number</Trans></dt>
        <dd>{shown(vehicle.PLATE)}</dd>
        <dt><Trans>ID / TPIN</Trans></dt>
        <dd>{shown(vehicle.DOCUMENT)}</dd>
        <dt><Trans>Make</Trans></dt>
        <dd>{shown(vehicle.MAKE)}</dd>
        <dt><Trans>Model</Trans></dt>
        <dd>{shown(vehicle.MODEL)}</dd>
        <dt><Trans>VIN</Trans></dt>
        <dd>{shown(vehicle.VIN)}</dd>
        <dt><Trans>Engine power, hp</Trans></dt>
        <dd>{shown(vehicle.POWER_HP)}</dd>
        <dt><Trans>B/M class</Trans></dt>
        <dd>{shown(vehicle.BM_CLASS)}</dd>
        <dt><Trans>Purpose of use</Trans></dt>
        <dd>{shown(vehicle.USE)}</dd>
        <dt><Trans>Start of the next contract</Trans></dt>
        <dd>{shown(vehicle.NEXT_START)}</dd>
        <dt><Trans>From</Trans></dt>
        <dd>{shown(vehicle.FROM)}</dd>
        <dt><Trans>To</Trans></dt>
        <dd>{shown(vehicle.TO)}</dd>
      </dl>
    </Paper>
  );
}

/** The contract so far, beside the payment step (§2 "Travel step 3": summary). Only what the steps answered. */
export function ContractFacts({ contract }: { contract: Contract }) {
  const rows: Array<[ReactNode, string | null | undefined]> = [
    [<Trans key="holder">Policyholder</Trans>, contract.CUSTOMER_FULLNAME],
    [<Trans key="passport">Passport</Trans>, contract.PASSPORT],
    [<Trans key="owner">Traveller's passport</Trans>, contract.PASSPORT_HOLDER],
    [<Trans key="from">From</Trans>, contract.FROMDATE],
    [<Trans key="to">To</Trans>, contract.TODATE],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="contract-facts-title">
      <Title order={2} size="h4" id="contract-facts-title" mb="sm">
        <Trans>Your contract</Trans>
      </Title>
      <dl className={classes.facts}>
        {rows
          .filter(([, value]) => Boolean(value))
          .map(([label, value], index) => (
            <Fragment key={index}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </dl>
    </Paper>
  );
}
