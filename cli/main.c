/* placeholder main while the command table is written */
#include <stdio.h>
int main(void)
{
	puts("iodb");
	return 0;
}
