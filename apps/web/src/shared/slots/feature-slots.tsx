// A page of one feature sometimes shows a control that belongs to another: the garage's Demo
// Settings show the care plan's demo switch. Features do not import each other, so the app
// layer, which knows them all, fills named slots here and the page renders the slot.
import { type ComponentType, createContext, useContext } from 'react';

export type FeatureSlots = {
  /** Extra rows of the Demo section of Settings, shown in demo mode. */
  demoSettings: readonly ComponentType[];
};

const EMPTY: FeatureSlots = { demoSettings: [] };

/** Provided by the app layer; empty where nothing fills it (a page rendered on its own). */
export const FeatureSlotsContext = createContext<FeatureSlots>(EMPTY);

/** Whatever other features put in the Demo section of Settings. */
export function DemoSettingsSlot() {
  const { demoSettings } = useContext(FeatureSlotsContext);
  return demoSettings.map((Row, index) => <Row key={index} />);
}
