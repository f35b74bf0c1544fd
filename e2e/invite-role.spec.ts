// The invite dialog offers the role (Staff or Admin), the email says which, and the
// invitee may correct their name when accepting.
import { as, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb } from "./db";
import { linkTo, waitForMail } from "./mail";

test.describe.configure({ timeout: 120_000 });

test.describe("invitations with a role", () => {
  test.use(as("admin"));

  test("an admin invites an Admin; the invitee corrects their name and signs in as an admin (1280 and 390)", async ({ page, browser }) => {
    const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `new.admin.${id}@example.test`;
    const since = Date.now();
    await page.goto("/dashboard/staff");
    await expect(page.getByTestId("stat-total")).toBeVisible({ timeout: 30_000 });

    await page.getByRole("button", { name: "Invite Staff Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite Staff Member" });
    const role = dialog.getByRole("group", { name: "Role" });
    await expect(role.getByRole("radio", { name: /^Staff/ })).toBeChecked();
    await role.getByRole("radio", { name: /^Admin/ }).check();
    await dialog.getByLabel("Full Name").fill(`Nia Admni ${id}`);
    await dialog.getByLabel("Email Address").fill(email);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole("button", { name: "Send Invitation" }).click();
    await expect(page.getByText("Staff Invitation Sent", { exact: true })).toBeVisible();

    const mail = await waitForMail(email, { since });
    expect(mail.text).toContain("as an admin.");
    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.goto(linkTo(mail, "/accept-invite"));
    const name = invitee.getByLabel("Your name");
    await expect(name).toHaveValue(`Nia Admni ${id}`);
    await name.fill(`Nia Admin ${id}`);
    await invitee.getByLabel("Password", { exact: true }).fill("invitee-password-1");
    await invitee.getByLabel("Confirm password").fill("invitee-password-1");
    await invitee.getByRole("button", { name: "Accept invitation" }).click();
    await expect(invitee).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await expect(invitee.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Settings" })).toBeVisible();
    const account = await e2eDb().user.findUniqueOrThrow({ where: { email } });
    expect(account).toMatchObject({ name: `Nia Admin ${id}`, role: "admin" });
    await context.close();
  });
});
