// Staff management (docs/product.md §2 Staff, §8 invitation toasts) and the invitation lifecycle, end to end: the
// admin invites, the email arrives at the SMTP catcher, the invitee accepts and lands signed in.
import type { Browser, Page } from "@playwright/test";
import { as, DEMO, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb } from "./db";
import { linkTo, waitForMail } from "./mail";

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function openStaffPage(page: Page) {
  await page.goto("/dashboard/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff Management" })).toBeVisible();
  // The stat figures render only once the list has arrived (the table shows skeleton rows before).
  await expect(page.getByTestId("stat-total")).toBeVisible({ timeout: 30_000 });
}

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: /Search staff/ }).fill(text);
}

function staffRow(page: Page, name: string) {
  return page.getByRole("table", { name: "Staff members" }).getByRole("row").filter({ hasText: name });
}

async function invite(page: Page, fullName: string, email: string) {
  await page.getByRole("button", { name: "Invite Staff Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite Staff Member" });
  await dialog.getByLabel("Full Name").fill(fullName);
  await dialog.getByLabel("Email Address").fill(email);
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(page.getByText("Staff Invitation Sent", { exact: true })).toBeVisible();
  await expect(page.getByText(`Invitation sent to ${fullName} at ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A browser with nobody signed in, as the invitee's would be. */
async function inviteeBrowser(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

async function createStaff(name: string, extra: { department?: string; role?: string } = {}) {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.test`;
  return e2eDb().user.create({
    data: { name, email, role: extra.role ?? "staff", department: extra.department ?? "Support", phoneNumber: "+1 555 0199", isEmailVerified: true },
  });
}

test.describe("staff management (admin)", () => {
  test.use(as("admin"));
  // Each of these walks several screens (and emails); on a shared 2-core machine that can pass 60 s.
  test.describe.configure({ timeout: 120_000 });

  test("the invitation lifecycle: invite, email, accept, signed in as staff, listed for the admin", async ({ page, browser }) => {
    const id = unique();
    const fullName = `Invitee ${id}`;
    const email = `invitee.${id}@example.test`;
    const since = Date.now();
    await openStaffPage(page);

    // Send is disabled until both fields are filled.
    await page.getByRole("button", { name: "Invite Staff Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite Staff Member" });
    await expect(dialog.getByText(/will receive an email invitation/)).toBeVisible();
    const send = dialog.getByRole("button", { name: "Send Invitation" });
    await expect(send).toBeDisabled();
    await dialog.getByLabel("Full Name").fill(fullName);
    await expect(send).toBeDisabled();
    await dialog.getByLabel("Email Address").fill(email);
    await expect(send).toBeEnabled();
    // Typed changes: Cancel asks before discarding them.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("alertdialog", { name: "Discard changes?" }).getByRole("button", { name: "Discard" }).click();
    await expect(dialog).toBeHidden();
    await invite(page, fullName, email);

    // The pending invitation is listed beside the staff.
    const pending = page.getByRole("table", { name: "Pending invitations" });
    await expect(pending.getByRole("row").filter({ hasText: email })).toContainText(DEMO.admin.name);

    const mail = await waitForMail(email, { subject: /invited you to join Masterly/, since });
    const link = linkTo(mail, "/accept-invite");

    const invitee = await inviteeBrowser(browser);
    await invitee.page.goto(link);
    await expect(invitee.page.getByRole("heading", { name: "Join the Masterly team" })).toBeVisible();
    await expect(invitee.page.getByText(`${DEMO.admin.name} invited ${fullName} to join Masterly as a staff member.`)).toBeVisible();
    await expect(invitee.page.getByLabel("Email")).toHaveValue(email);
    await expectNoAxeViolations(invitee.page);

    await invitee.page.getByLabel("Password", { exact: true }).fill("short");
    await invitee.page.getByLabel("Confirm password").fill("different");
    await invitee.page.getByRole("button", { name: "Accept invitation" }).click();
    await expect(invitee.page.getByText("Password must be at least 8 characters")).toBeVisible();
    await invitee.page.getByLabel("Password", { exact: true }).fill("invitee-password-1");
    await invitee.page.getByLabel("Confirm password").fill("invitee-password-1");
    await invitee.page.getByRole("button", { name: "Accept invitation" }).click();

    await expect(invitee.page).toHaveURL(/\/dashboard$/);
    const menu = invitee.page.getByRole("navigation", { name: "Dashboard" });
    await expect(menu.getByRole("link", { name: "Questions" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Students" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Staff Management" })).toHaveCount(0);
    const account = await e2eDb().user.findUniqueOrThrow({ where: { email } });
    expect(account).toMatchObject({ role: "staff", isEmailVerified: true, isActive: true });

    // The link is single use.
    await invitee.page.goto(link);
    await expect(invitee.page.getByRole("heading", { name: "This invitation has already been used" })).toBeVisible();
    await invitee.context.close();

    // The admin sees the new staff member, and the invitation is no longer pending.
    await page.reload();
    await search(page, fullName);
    const row = staffRow(page, fullName);
    await expect(row).toContainText(email);
    await expect(row).toContainText("Staff");
    await expect(row).toContainText("Active");
    await expect(pending.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  });

  test("resending makes the first link fail; a revoked invitation's link fails", async ({ page, browser }) => {
    const id = unique();
    const fullName = `Resend ${id}`;
    const email = `resend.${id}@example.test`;
    const t0 = Date.now();
    await openStaffPage(page);
    await invite(page, fullName, email);
    const first = linkTo(await waitForMail(email, { since: t0 }), "/accept-invite");

    const t1 = Date.now();
    await page.getByRole("button", { name: `Resend invitation to ${fullName}` }).click();
    await expect(page.getByText("Invitation Resent", { exact: true })).toBeVisible();
    const second = linkTo(await waitForMail(email, { since: t1 }), "/accept-invite");
    expect(second).not.toBe(first);

    const invitee = await inviteeBrowser(browser);
    await invitee.page.goto(first);
    await expect(invitee.page.getByRole("heading", { name: "This invitation link is not valid" })).toBeVisible();
    await expect(invitee.page.getByText(/ask the admin who invited you to resend/i)).toBeVisible();
    await invitee.page.goto(second);
    await expect(invitee.page.getByRole("heading", { name: "Join the Masterly team" })).toBeVisible();

    await page.getByRole("button", { name: `Revoke invitation to ${fullName}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Revoke this invitation?" });
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Revoke Invitation" }).click();
    await expect(page.getByText("Invitation Revoked", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `Revoke invitation to ${fullName}` })).toHaveCount(0);

    await invitee.page.goto(second);
    await expect(invitee.page.getByRole("heading", { name: "This invitation was revoked" })).toBeVisible();
    await expect(invitee.page.getByText(new RegExp(`ask ${DEMO.admin.name}`, "i"))).toBeVisible();
    await invitee.context.close();
    expect(await e2eDb().user.count({ where: { email } })).toBe(0);
  });

  test("inviting an address that already has an account shows the server's message", async ({ page }) => {
    await openStaffPage(page);
    await page.getByRole("button", { name: "Invite Staff Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite Staff Member" });
    await dialog.getByLabel("Full Name").fill("Sam Again");
    await dialog.getByLabel("Email Address").fill(DEMO.staff.email);
    await dialog.getByRole("button", { name: "Send Invitation" }).click();
    await expect(page.getByText("Failed to Send Invitation", { exact: true })).toBeVisible();
    await expect(page.getByText("An account with this email already exists").first()).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
  });

  test("stat cards count all staff; search is server-side, with the empty state", async ({ page }) => {
    await openStaffPage(page);
    const db = e2eDb();
    const staffWhere = { role: { in: ["admin", "staff"] } };
    const [total, active, admins, pending] = await Promise.all([
      db.user.count({ where: staffWhere }),
      db.user.count({ where: { ...staffWhere, isActive: true } }),
      db.user.count({ where: { role: "admin" } }),
      db.user.count({ where: { ...staffWhere, isEmailVerified: false } }),
    ]);
    await expect(page.getByTestId("stat-total")).toHaveText(String(total));
    await expect(page.getByTestId("stat-active")).toHaveText(String(active));
    await expect(page.getByTestId("stat-admins")).toHaveText(String(admins));
    await expect(page.getByTestId("stat-pendingVerification")).toHaveText(String(pending));
    await expect(page.getByText(`of ${total}`)).toBeVisible();

    const requests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/admin/staff") requests.push(new URL(r.url()).search);
    });
    await search(page, "grace okoye");
    await expect(staffRow(page, "Grace Okoye")).toBeVisible();
    await expect(page.getByRole("table", { name: "Staff members" }).getByRole("row")).toHaveCount(2);
    expect(requests.some((q) => q.includes("search=grace+okoye"))).toBe(true);
    // Debounced: typing a whole name does not send a request per key.
    expect(requests.length).toBeLessThan(4);
    // Stats stay over all staff while a search is active.
    await expect(page.getByTestId("stat-total")).toHaveText(String(total));

    await search(page, "Engineering");
    await expect(staffRow(page, "Marcus Whitfield")).toBeVisible();

    await search(page, "zzz-no-such-person");
    await expect(page.getByText("No staff members found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("paging is done by the server", async ({ page }) => {
    await openStaffPage(page);
    const rows = page.getByRole("table", { name: "Staff members" }).getByRole("row");
    await expect(rows).toHaveCount(11);
    const firstPageNames = await rows.allInnerTexts();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(/Page 2 of/)).toBeVisible();
    await expect(rows.first()).toBeVisible();
    await expect.poll(async () => (await rows.allInnerTexts()).join()).not.toBe(firstPageNames.join());
  });

  test("Edit Details saves name, phone, department, role and active", async ({ page }) => {
    const name = `Editable ${unique()}`;
    const member = await createStaff(name);
    await openStaffPage(page);
    await search(page, name);
    await staffRow(page, name).getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Edit Details" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Details" });
    await expect(dialog.getByLabel("Full Name")).toHaveValue(name);
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Department").fill("Research");
    await dialog.getByLabel("Phone Number").fill("");
    await dialog.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "Admin" }).click();
    await dialog.getByRole("switch", { name: "Active" }).click();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Staff Member Updated", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = staffRow(page, name);
    await expect(row).toContainText("Research");
    await expect(row).toContainText("Admin");
    await expect(row).toContainText("Inactive");
    expect(await e2eDb().user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({ department: "Research", phoneNumber: null, role: "admin", isActive: false });
    const log = await e2eDb().activityLog.findFirst({ where: { type: "staff_updated", targetId: member.id } });
    expect(log?.actorName).toBe(DEMO.admin.name);
  });

  test("an admin cannot demote or deactivate themselves, nor remove their own row", async ({ page }) => {
    await openStaffPage(page);
    await search(page, DEMO.admin.email);
    await staffRow(page, DEMO.admin.name).getByRole("button", { name: `Actions for ${DEMO.admin.name}` }).click();
    await expect(page.getByRole("menuitem", { name: "Remove Staff" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Edit Details" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Details" });
    await expect(dialog.getByRole("combobox", { name: "Role" })).toBeDisabled();
    await expect(dialog.getByRole("switch", { name: "Active" })).toBeDisabled();
    await expect(dialog.getByText("You cannot change your own role or deactivate your own account.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // The server refuses even when asked directly.
    const me = await e2eDb().user.findUniqueOrThrow({ where: { email: DEMO.admin.email } });
    const res = await page.request.put(`/api/admin/staff/${me.id}`, { data: { role: "staff" } });
    expect(res.status()).toBe(409);
    expect((await res.json()).message).toMatch(/cannot change your own role/);
  });

  test("Reset Password asks first, then emails the staff member a reset link", async ({ page }) => {
    const name = `Forgetful ${unique()}`;
    const member = await createStaff(name);
    const since = Date.now();
    await openStaffPage(page);
    await search(page, name);
    await staffRow(page, name).getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Reset Password" }).click();
    // A consequential action asks first; Cancel sends nothing.
    const confirm = page.getByRole("alertdialog", { name: `Send ${name} a password reset?` });
    await expect(confirm).toContainText(member.email);
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await staffRow(page, name).getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Reset Password" }).click();
    await confirm.getByRole("button", { name: "Send reset email" }).click();
    await expect(page.getByText("Password Reset Email Sent", { exact: true })).toBeVisible();
    await expect(confirm).toBeHidden();
    const mail = await waitForMail(member.email, { subject: /Reset your Masterly password/, since });
    expect(linkTo(mail, "/reset-password")).toContain("token=");
  });

  test("Remove Staff asks for confirmation, then removes the member but keeps their content", async ({ page }) => {
    const name = `Leaving ${unique()}`;
    const member = await createStaff(name);
    const question = await e2eDb().question.create({
      data: { title: `Question by ${name}`, description: "A question whose author leaves.", type: "essay", difficulty: "easy", category: "CSS", authorName: name, createdById: member.id },
    });
    await openStaffPage(page);
    await search(page, name);
    await staffRow(page, name).getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Remove Staff" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Remove ${name}?` });
    await expect(confirm).toContainText("still credited to them by name");
    await expectNoAxeViolations(page);

    // Cancel keeps them.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(staffRow(page, name)).toBeVisible();

    await staffRow(page, name).getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Remove Staff" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove Staff" }).click();
    await expect(page.getByText("Staff Member Removed", { exact: true })).toBeVisible();
    await expect(page.getByText("No staff members found")).toBeVisible();
    expect(await e2eDb().user.count({ where: { id: member.id } })).toBe(0);
    expect(await e2eDb().question.findUniqueOrThrow({ where: { id: question.id } })).toMatchObject({ authorName: name, createdById: null });
  });

  test("a failed load shows an error with a working Retry", async ({ page }) => {
    let fail = true;
    await page.route(
      (url) => url.pathname === "/api/admin/staff",
      (route) => (fail ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "The database is unavailable", code: "INTERNAL_ERROR" }) }) : route.fallback()),
    );
    await page.goto("/dashboard/staff");
    const alert = page.getByRole("alert").filter({ hasText: "Could not load staff members" });
    // Server errors are retried twice (1 s, then 2 s) before the error shows.
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText("The database is unavailable");
    // No silent fallback to sample data.
    await expect(page.getByRole("table", { name: "Staff members" })).toHaveCount(0);
    fail = false;
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("table", { name: "Staff members" }).getByRole("row")).toHaveCount(11);
    await expect(alert).toBeHidden();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the table scrolls inside its card and the toolbar wraps", async ({ page }) => {
      await openStaffPage(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByRole("button", { name: "Invite Staff Member" })).toBeInViewport();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Invite Staff Member" }).click();
      await expect(page.getByRole("dialog", { name: "Invite Staff Member" })).toBeVisible();
    });
  });
});

test.describe("staff management (other roles)", () => {
  test.use(as("staff"));

  test("a staff member is sent back to /dashboard and the API refuses them", async ({ page }) => {
    await page.goto("/dashboard/staff");
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await page.request.get("/api/admin/staff")).status()).toBe(403);
  });
});

test.describe("accept-invite without a token", () => {
  test("an unknown link explains what happened and whom to ask", async ({ page }) => {
    await page.goto("/accept-invite?token=this-token-does-not-exist-anywhere-at-all");
    await expect(page.getByRole("heading", { name: "This invitation link is not valid" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to sign in" })).toBeVisible();
    await page.goto("/accept-invite");
    await expect(page.getByRole("heading", { name: "This invitation link is not valid" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
