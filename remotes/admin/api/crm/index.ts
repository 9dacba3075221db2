import { getCrmActivity } from './getCrmActivity';
import { getCrmCountries } from './getCrmCountries';
import { getCrmCustomers } from './getCrmCustomers';
import { getCrmFunnel } from './getCrmFunnel';
import { getCrmProjects } from './getCrmProjects';
import { getCrmRevenue } from './getCrmRevenue';
import { listCrmLeads } from './listCrmLeads';

/** The CRM dashboard's calls (GET /api/dashboard/crm/*). */
export const crmHandlers = [
  getCrmCustomers,
  getCrmRevenue,
  getCrmFunnel,
  getCrmCountries,
  getCrmProjects,
  getCrmActivity,
  listCrmLeads,
];
