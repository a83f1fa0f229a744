import type { StepChain } from '../core';
import { appaChains } from './appa';
import { medicalChains } from './medical';
import { travelChains } from './travel';
import { voluntaryChains } from './voluntary';

/**
 * Every product's step calls. Adding a product: its row in `shared/config/purchase.ts`, its calls in
 * `shared/api/purchase`, a module here with `stepChain` per step that has a call, and its chains in this list.
 */
export const PRODUCT_CHAINS: readonly StepChain[] = [...appaChains, ...travelChains, ...medicalChains, ...voluntaryChains];
