/** The signed-in account a request acts for; null when signed out. */
export interface User {
  id: number;
  name: string;
  email: string;
  roles: string[];
}

export type Principal = User | null;
