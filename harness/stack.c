/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Stack: the deepest stack use of each operation, by painting (see the platform's
 * pqkit_platform_stack_usage). Buffers are static, so they are not counted. */
#include "harness.h"
#include "ops.h"
#include "out.h"
#include "platform.h"

static unsigned current_op;
static int current_rc;

static void run_current(void *arg) {
  (void)arg;
  current_rc = harness_op_run(current_op);
}

int main(void) {
  pqkit_platform_init();
  out_begin("stack");
  int rc = harness_ops_setup();
  if (rc != PQKIT_OK) {
    out_str("error setup failed ");
    out_str(pqkit_strerror(rc));
    out_end();
    out_finish(1);
  }
  for (unsigned op = 0; op < HARNESS_NOPS; op++) {
    current_op = op;
    size_t bytes = pqkit_platform_stack_usage(run_current, 0);
    if (current_rc != PQKIT_OK || bytes == 0) {
      out_str("error ");
      out_str(harness_op_names[op]);
      out_str(bytes == 0 ? " stack not measurable" : " failed");
      out_end();
      out_finish(1);
    }
    out_str("stack ");
    out_str(harness_op_names[op]);
    out_str(" ");
    out_u64(bytes);
    out_end();
  }
  out_finish(0);
}
