import type { FastifyRequest } from 'fastify';

/**
 * The operation description the history triggers record with each row a request writes (issue 10): the signed-in
 * account (`user_id`), the name it acts under, the linked account (`acting_user_id`) or child (`student_id`) it acts as,
 * the API call (method and route, not the query string), the client address (as TRUST_PROXY tells) and the request id.
 * Undefined until authentication has found the principal: a log-in or another public call records nothing.
 */
export function describeOperation(request: FastifyRequest): string | undefined {
  const principal = request.principal;
  if (!principal) return undefined;
  const isGuardianPage = principal.switchId !== null && principal.childStudentIds.length > 0;
  return JSON.stringify({
    company_id: principal.companyId,
    user_id: principal.ownerUserId,
    user_name: principal.displayName,
    acting_user_id: principal.userId !== principal.ownerUserId ? principal.userId : null,
    student_id: isGuardianPage ? principal.switchId : null,
    operation: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`.slice(0, 300),
    ip_address: request.ip.slice(0, 64),
    request_id: String(request.id).slice(0, 100),
  });
}
