#include "model/model.h"
#include "tests/t.h"

T_TEST(t_model_names)
{
	T_STR(iodb_op_name(IODB_OP_READ), "read");
	T_STR(iodb_op_name(IODB_OP_TRIM), "trim");
	T_STR(iodb_op_name(IODB_OP_UNKNOWN), NULL);
	T_STR(iodb_pattern_name(IODB_PATTERN_RAND), "rand");
	T_INT(iodb_op_parse("write"), IODB_OP_WRITE);
	T_INT(iodb_op_parse("bogus"), IODB_OP_UNKNOWN);
	T_INT(iodb_pattern_parse("seq"), IODB_PATTERN_SEQ);
}

T_TEST(t_model_init_unknown)
{
	struct iodb_result r = IODB_RESULT_INIT;
	struct iodb_run run = IODB_RUN_INIT;

	T_OK(isnan(r.iops));
	T_OK(isnan(r.clat.mean));
	T_INT(r.bs, -1);
	T_INT(r.direct, -1);
	T_INT(run.timestamp, -1);
}
