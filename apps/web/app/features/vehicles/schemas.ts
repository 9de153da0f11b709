import { Mileage } from '@pitstop/contracts/vehicles';
import { z } from 'zod';

/** The mileage asked by the add-vehicle flow and edited on a vehicle card: the contract's rule and message. */
export const MileageFormSchema = z.object({ mileage: Mileage });
