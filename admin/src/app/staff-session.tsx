import { createContext, useContext } from 'react';
import { grantsOf, type Grants } from '../lib/permissions';

/** The signed-in staff member as the app uses them. */
export interface StaffViewer {
  id: string;
  email: string;
  name: string;
  roleName: string;
  permissions: readonly string[];
}

export interface StaffSession {
  viewer: StaffViewer;
  grants: Grants;
  signOut: () => Promise<void>;
}

export const StaffSessionContext = createContext<StaffSession | null>(null);

export function sessionOf(viewer: StaffViewer, signOut: () => Promise<void>): StaffSession {
  return { viewer, grants: grantsOf(viewer.permissions), signOut };
}

/** The session of the signed-in staff member (inside the signed-in layout only). */
export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession outside the signed-in layout');
  return session;
}
